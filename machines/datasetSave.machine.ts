import { assign, fromPromise, setup } from 'xstate';
import type { FileRef } from './fileRef.ts';

/**
 * Saving an existing dataset from its page: its fields (a full PUT with If-Match, the version the
 * form started from), then its thumbnail change (a chosen file sent, or the thumbnail removed), the
 * dataset read again when the thumbnail changed, and the cached dataset refreshed.
 *
 * When someone saved the dataset meanwhile the PUT is refused (412, output `stale`): the newer
 * version is read and compared with the form (src/flows compares, three ways). If they changed none
 * of the form's fields the save goes again on their version, so nothing of theirs is lost;
 * otherwise the conflict is kept for the person to decide, their typing left in the form: save
 * their changes over the newer version, or load the newer version (their changes discarded).
 *
 * The versions and the form's values are plain JSON that the machine only carries: src/flows
 * reads, compares and sends them.
 */

/** A version of the dataset as the server holds it; the machine reads only these fields. */
export interface DatasetVersion {
  readonly id: number;
  /** Sent as If-Match: the server refuses the PUT (412) when the dataset changed since. */
  readonly last_modified: string;
  readonly thumbnail?: string | null;
}

/** The values of the dataset form, by field. */
export type DatasetFormFields = { readonly [field: string]: unknown };

export interface ThumbnailChange {
  /** A JPG or PNG file chosen in the form, to send. */
  readonly file: FileRef | null;
  /** The person removed the thumbnail. */
  readonly remove: boolean;
}

/** A refused save: someone else changed some of the form's fields since the version it started from. */
export interface DatasetSaveConflict {
  readonly theirs: DatasetVersion;
  /** Fields the other person changed. */
  readonly changedByThem: readonly string[];
  /** Of those, the ones this person changed too, to another value. */
  readonly changedByBoth: readonly string[];
  /** This person's changes laid over the newer version: what saving theirs over it sends. */
  readonly merged: DatasetFormFields;
}

/** What the PUT answered: the saved version, or a refusal because the dataset changed since (412). */
export type FieldsSaveOutput =
  | { readonly outcome: 'saved'; readonly version: DatasetVersion }
  | { readonly outcome: 'stale' };

export type DatasetSaveStep =
  | 'saveFields'
  | 'uploadThumbnail'
  | 'deleteThumbnail'
  | 'readDataset'
  | 'readLatest';

export type DatasetSaveError = {
  readonly code: 'requestFailed';
  readonly step: DatasetSaveStep;
  readonly cause: unknown;
};

export interface DatasetSaveContext {
  /** The version the save is sent on (If-Match); null before the first submission. */
  readonly from: DatasetVersion | null;
  readonly values: DatasetFormFields | null;
  readonly thumbnail: ThumbnailChange;
  /** What started the save under way: the form's Save, or the conflict notice's "save my changes". */
  readonly origin: 'form' | 'conflict';
  /** The version the last successful save left on the server. */
  readonly saved: DatasetVersion | null;
  readonly conflict: DatasetSaveConflict | null;
  readonly error: DatasetSaveError | null;
}

export type DatasetSaveEvent =
  /** The dataset form was saved, from the version it started from. */
  | { type: 'dataset.submitted'; from: DatasetVersion; values: DatasetFormFields; thumbnail: ThumbnailChange }
  /** The conflict notice's "save my changes over theirs" was pressed. */
  | { type: 'conflict.mineSaved' }
  /** The conflict notice's "load their version" was pressed. */
  | { type: 'conflict.theirsLoaded' };

export default setup({
  types: {
    context: {} as DatasetSaveContext,
    events: {} as DatasetSaveEvent,
  },
  actors: {
    /** PUT datasets/{id}/ with If-Match; a 412 answers `stale`. */
    saveFields: fromPromise<FieldsSaveOutput, { from: DatasetVersion; values: DatasetFormFields }>(
      async () => {
        throw new Error('saveFields not provided');
      },
    ),
    /** PUT datasets/{id}/thumbnail/ with the file. */
    uploadThumbnail: fromPromise<unknown, { datasetId: number; file: FileRef }>(async () => {
      throw new Error('uploadThumbnail not provided');
    }),
    /** DELETE datasets/{id}/thumbnail/. */
    deleteThumbnail: fromPromise<unknown, { datasetId: number }>(async () => {
      throw new Error('deleteThumbnail not provided');
    }),
    /** GET datasets/{id}/: the version a thumbnail change left. */
    readDataset: fromPromise<DatasetVersion, { datasetId: number }>(async () => {
      throw new Error('readDataset not provided');
    }),
    /** GET datasets/{id}/ after a 412, compared three ways with the form's values. */
    readLatest: fromPromise<DatasetSaveConflict, { from: DatasetVersion; values: DatasetFormFields }>(
      async () => {
        throw new Error('readLatest not provided');
      },
    ),
    /** Puts the saved version in the cache and refreshes the dataset queries, waiting for them. */
    refreshDataset: fromPromise<unknown, { version: DatasetVersion }>(async () => {
      throw new Error('refreshDataset not provided');
    }),
  },
  actions: {
    storeSubmission: assign(
      (_, params: { from: DatasetVersion; values: DatasetFormFields; thumbnail: ThumbnailChange }) => ({
        from: params.from,
        values: params.values,
        thumbnail: params.thumbnail,
        origin: 'form' as const,
        saved: null,
        error: null,
      }),
    ),
    /** Saving over the newer version: this person's changes laid over theirs, their thumbnail change kept. */
    // Performed only with a conflict kept (guard hasConflict).
    storeMine: assign(({ context }) => ({
      from: (context.conflict as DatasetSaveConflict).theirs,
      values: (context.conflict as DatasetSaveConflict).merged,
      origin: 'conflict' as const,
      saved: null,
      error: null,
    })),
    /** Nobody changed the form's fields: the save goes again on the newer version. */
    storeLatest: assign((_, params: { theirs: DatasetVersion }) => ({ from: params.theirs })),
    storeSaved: assign((_, params: { version: DatasetVersion }) => ({ saved: params.version })),
    storeConflict: assign((_, params: { conflict: DatasetSaveConflict }) => ({ conflict: params.conflict })),
    clearConflict: assign({ conflict: null }),
    /** The form starts again from their version: nothing of this save is left. */
    dropSave: assign({ conflict: null, error: null, saved: null }),
    storeError: assign((_, params: { step: DatasetSaveStep; cause: unknown }) => ({
      error: { code: 'requestFailed' as const, step: params.step, cause: params.cause },
    })),
  },
  guards: {
    isStale: (_, params: { output: FieldsSaveOutput }) => params.output.outcome === 'stale',
    hasThumbnailFile: ({ context }) => context.thumbnail.file !== null,
    // Asked once the fields are saved, so on a version.
    removesThumbnail: ({ context }) =>
      context.thumbnail.remove && Boolean((context.from as DatasetVersion).thumbnail),
    hasConflict: ({ context }) => context.conflict !== null,
    unchangedByThem: (_, params: { conflict: DatasetSaveConflict }) =>
      params.conflict.changedByThem.length === 0,
  },
}).createMachine({
  id: 'datasetSave',
  description:
    'Saving an existing dataset: its fields with If-Match, its thumbnail change, and the stale save (412) read, compared and resolved.',
  context: {
    from: null,
    values: null,
    thumbnail: { file: null, remove: false },
    origin: 'form',
    saved: null,
    conflict: null,
    error: null,
  },
  initial: 'editing',
  states: {
    editing: {
      description: "The dataset's form is shown and can be saved.",
      initial: 'idle',
      on: {
        'dataset.submitted': {
          target: 'savingFields',
          actions: {
            type: 'storeSubmission',
            params: ({ event }) => ({ from: event.from, values: event.values, thumbnail: event.thumbnail }),
          },
        },
        'conflict.mineSaved': { guard: 'hasConflict', target: 'savingFields', actions: 'storeMine' },
        'conflict.theirsLoaded': { guard: 'hasConflict', target: '.idle', actions: 'dropSave' },
      },
      states: {
        idle: {
          description: 'The form shows the version it started from; nothing has been sent yet.',
        },
        saved: {
          description:
            'A success notification says the dataset was updated; the form starts again from the saved version.',
          entry: 'clearConflict',
        },
        failed: {
          description:
            'An error notification says why; field messages show under their fields and the typed values stay.',
          tags: ['error'],
        },
        conflicted: {
          description:
            'A notice says someone else saved the dataset meanwhile, names the fields they changed and offers to save these changes over theirs or to load their version; the typed values stay.',
        },
      },
    },
    savingFields: {
      description:
        "The Save button (the conflict notice's buttons for a save over their version) shows a spinner while the dataset's fields are sent.",
      tags: ['busy'],
      invoke: {
        id: 'saveFields',
        src: 'saveFields',
        // Entered only with a submission stored.
        input: ({ context }) => ({
          from: context.from as DatasetVersion,
          values: context.values as DatasetFormFields,
        }),
        onDone: [
          {
            guard: { type: 'isStale', params: ({ event }) => ({ output: event.output }) },
            target: 'readingLatest',
          },
          {
            guard: 'hasThumbnailFile',
            target: 'uploadingThumbnail',
          },
          { guard: 'removesThumbnail', target: 'deletingThumbnail' },
          {
            target: 'refreshing',
            actions: {
              type: 'storeSaved',
              params: ({ event }) => ({
                version: (event.output as { version: DatasetVersion }).version,
              }),
            },
          },
        ],
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'storeError',
            params: ({ event }) => ({ step: 'saveFields', cause: event.error }),
          },
        },
      },
    },
    uploadingThumbnail: {
      description:
        "The Save button (the conflict notice's buttons for a save over their version) shows a spinner while the chosen thumbnail is sent.",
      tags: ['busy'],
      invoke: {
        id: 'uploadThumbnail',
        src: 'uploadThumbnail',
        // Entered only with a chosen file (guard hasThumbnailFile), once the fields are saved on a version.
        input: ({ context }) => ({
          datasetId: (context.from as DatasetVersion).id,
          file: context.thumbnail.file as FileRef,
        }),
        onDone: { target: 'readingDataset' },
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'storeError',
            params: ({ event }) => ({ step: 'uploadThumbnail', cause: event.error }),
          },
        },
      },
    },
    deletingThumbnail: {
      description:
        "The Save button (the conflict notice's buttons for a save over their version) shows a spinner while the thumbnail is removed.",
      tags: ['busy'],
      invoke: {
        id: 'deleteThumbnail',
        src: 'deleteThumbnail',
        input: ({ context }) => ({ datasetId: (context.from as DatasetVersion).id }),
        onDone: { target: 'readingDataset' },
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'storeError',
            params: ({ event }) => ({ step: 'deleteThumbnail', cause: event.error }),
          },
        },
      },
    },
    readingDataset: {
      description:
        "The Save button (the conflict notice's buttons for a save over their version) shows a spinner while the dataset is read again with its new thumbnail.",
      tags: ['busy'],
      invoke: {
        id: 'readDataset',
        src: 'readDataset',
        input: ({ context }) => ({ datasetId: (context.from as DatasetVersion).id }),
        onDone: {
          target: 'refreshing',
          actions: { type: 'storeSaved', params: ({ event }) => ({ version: event.output }) },
        },
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'storeError',
            params: ({ event }) => ({ step: 'readDataset', cause: event.error }),
          },
        },
      },
    },
    refreshing: {
      description:
        "The Save button (the conflict notice's buttons for a save over their version) shows a spinner while the cached dataset and its lists are refreshed.",
      tags: ['busy'],
      invoke: {
        id: 'refreshDataset',
        src: 'refreshDataset',
        input: ({ context }) => ({ version: context.saved as DatasetVersion }),
        onDone: { target: 'editing.saved' },
        // The dataset is saved: a refresh that failed leaves the next read to fetch it.
        onError: { target: 'editing.saved' },
      },
    },
    readingLatest: {
      description:
        "The Save button (the conflict notice's buttons for a save over their version) shows a spinner while the version someone else saved meanwhile is read and compared with the form.",
      tags: ['busy'],
      invoke: {
        id: 'readLatest',
        src: 'readLatest',
        input: ({ context }) => ({
          from: context.from as DatasetVersion,
          values: context.values as DatasetFormFields,
        }),
        onDone: [
          {
            guard: { type: 'unchangedByThem', params: ({ event }) => ({ conflict: event.output }) },
            target: 'savingFields',
            actions: { type: 'storeLatest', params: ({ event }) => ({ theirs: event.output.theirs }) },
          },
          {
            target: 'editing.conflicted',
            actions: { type: 'storeConflict', params: ({ event }) => ({ conflict: event.output }) },
          },
        ],
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'storeError',
            params: ({ event }) => ({ step: 'readLatest', cause: event.error }),
          },
        },
      },
    },
  },
});
