import { assign, fromPromise, setup } from 'xstate';
import type { DatasetScenarioTarget } from './datasetPublication.machine.ts';
import type { FileRef } from './fileRef.ts';
import scenarioLaunchMachine, { type ScenarioLaunchOutput } from './scenarioLaunch.machine.ts';

/**
 * Creating a dataset from the add-dataset form: create it; send its thumbnail when one was
 * chosen (a file, or when duplicating a dataset the existing thumbnail fetched from its URL
 * and sent again); then build its index by running its 'publish-dataset' scenario (the invoked child
 * `scenarioLaunch` fetches the scenarios and runs that one).
 *
 * Once the dataset exists the flow never loses it: a thumbnail that could not be fetched or
 * sent, a missing publish scenario or a failed run are reported beside the created dataset
 * (final state `createdWithProblems`, tag `error`, outcome 'createdWithProblems' with
 * `thumbnailError` and/or `indexError`), and the index can be built again later with the
 * publication machine (`index.requested`). Only a failed creation keeps the form for another
 * submission.
 */

export type PermissionLevel = 'private' | 'search' | 'consultation' | 'download';

/** The add-dataset form's fields (DatasetInput of the contract: only the name and organisation are required there). */
export interface DatasetFields {
  readonly display_name: string;
  readonly codename?: string;
  readonly description?: string;
  readonly tags?: string[];
  readonly publish?: boolean;
  readonly categories?: number[];
  readonly topics?: number[];
  readonly kinds?: number[];
  readonly recommended_usage?: string | null;
  readonly restrictions?: number[];
  readonly usergroup: number;
  readonly license?: number | null;
  readonly granularity?: number | null;
  readonly geographical_coverage?: 'organisation' | 'data' | 'record' | null;
  /** [west, south, east, north] in WGS 84: a duplicate keeps the bounds of its harvested source. */
  readonly bounds?: number[] | null;
  readonly creation_date?: string | null;
  readonly last_review_date?: string | null;
  readonly publication_date?: string;
  readonly last_update_date?: string;
  readonly update_frequency?: number | null;
  readonly vintage_year?: number | null;
  readonly constitution_mode?: string | null;
  readonly record_type?: number | null;
  readonly parent?: number | null;
  readonly default_permission_level?: PermissionLevel;
  readonly extras?: { readonly [key: string]: unknown };
}

export type ThumbnailSource =
  /** A JPG or PNG file chosen in the form. */
  | { readonly source: 'file'; readonly file: FileRef }
  /** The thumbnail of the dataset being duplicated, to fetch and send again. */
  | { readonly source: 'url'; readonly url: string };

export interface DatasetSubmission {
  readonly dataset: DatasetFields;
  readonly thumbnail: ThumbnailSource | null;
}

/** The publish scenario whose run builds the index of a new dataset. */
export const INDEX_SCENARIO = 'publish-dataset';

export type DatasetCreationError = { readonly code: 'requestFailed'; readonly cause: unknown };

export type ThumbnailError = {
  readonly code: 'requestFailed';
  readonly step: 'fetchThumbnail' | 'uploadThumbnail';
  readonly cause: unknown;
};

export type IndexError =
  | { readonly code: 'noScenario'; readonly codename: typeof INDEX_SCENARIO }
  | {
      readonly code: 'requestFailed';
      readonly step: 'fetchScenarios' | 'runScenario';
      readonly cause: unknown;
    };

export type DatasetCreationOutcome = 'created' | 'createdWithProblems';

export interface DatasetCreationContext {
  readonly submission: DatasetSubmission | null;
  readonly datasetId: number | null;
  /** The file to send as thumbnail: the chosen one, or the one fetched from the copied dataset. */
  readonly thumbnailFile: FileRef | null;
  /** The creation itself failed: the form stays. */
  readonly error: DatasetCreationError | null;
  readonly thumbnailError: ThumbnailError | null;
  readonly indexError: IndexError | null;
}

export interface DatasetCreationOutput {
  readonly datasetId: number | null;
  readonly outcome: DatasetCreationOutcome;
  readonly thumbnailError: ThumbnailError | null;
  readonly indexError: IndexError | null;
}

export type DatasetCreationEvent =
  /** The add-dataset form was submitted. */
  { type: 'dataset.submitted' } & DatasetSubmission;

/** The index error of a scenario launch that did not launch. */
export function indexErrorOf(output: ScenarioLaunchOutput): IndexError | null {
  if (output.outcome === 'noScenario') return { code: 'noScenario', codename: INDEX_SCENARIO };
  if (output.outcome === 'failed') return { code: 'requestFailed', step: output.step, cause: output.cause };
  return null;
}

export function outcomeOf(context: DatasetCreationContext): DatasetCreationOutput {
  return {
    datasetId: context.datasetId,
    outcome: context.thumbnailError || context.indexError ? 'createdWithProblems' : 'created',
    thumbnailError: context.thumbnailError,
    indexError: context.indexError,
  };
}

export default setup({
  types: {
    context: {} as DatasetCreationContext,
    events: {} as DatasetCreationEvent,
    output: {} as DatasetCreationOutput,
  },
  actors: {
    /** POST datasets/. */
    createDataset: fromPromise<{ id: number }, { dataset: DatasetFields }>(async () => {
      throw new Error('createDataset not provided');
    }),
    /** GET of the copied dataset's thumbnail URL; src/flows keeps the image and answers its reference. */
    fetchThumbnail: fromPromise<FileRef, { url: string }>(async () => {
      throw new Error('fetchThumbnail not provided');
    }),
    /** PUT datasets/{id}/thumbnail/ with the file. */
    uploadThumbnail: fromPromise<unknown, { datasetId: number; file: FileRef }>(async () => {
      throw new Error('uploadThumbnail not provided');
    }),
    /** Fetches the new dataset's scenarios and runs 'publish-dataset', which builds its index. */
    launchScenario: scenarioLaunchMachine,
  },
  actions: {
    storeSubmission: assign((_, params: { submission: DatasetSubmission }) => ({
      submission: { dataset: params.submission.dataset, thumbnail: params.submission.thumbnail },
      thumbnailFile: params.submission.thumbnail?.source === 'file' ? params.submission.thumbnail.file : null,
      error: null,
    })),
    storeDatasetId: assign((_, params: { id: number }) => ({ datasetId: params.id })),
    storeThumbnailFile: assign((_, params: { file: FileRef }) => ({ thumbnailFile: params.file })),
    storeThumbnailError: assign(
      (_, params: { step: 'fetchThumbnail' | 'uploadThumbnail'; cause: unknown }) => ({
        thumbnailError: { code: 'requestFailed' as const, step: params.step, cause: params.cause },
      }),
    ),
    storeIndexError: assign((_, params: { output: ScenarioLaunchOutput }) => ({
      indexError: indexErrorOf(params.output),
    })),
    storeError: assign((_, params: { cause: unknown }) => ({
      error: { code: 'requestFailed' as const, cause: params.cause },
    })),
    /** The dataset lists and counts changed: src/flows refreshes them. */
    datasetCreated: (_, _params: { datasetId: number | null }) => {},
  },
  guards: {
    // Asked once the dataset is created, so with a submission stored.
    hasThumbnailFile: ({ context }) => (context.submission as DatasetSubmission).thumbnail?.source === 'file',
    hasThumbnailUrl: ({ context }) => (context.submission as DatasetSubmission).thumbnail?.source === 'url',
    scenarioNotLaunched: (_, params: { output: ScenarioLaunchOutput }) =>
      params.output.outcome !== 'launched',
    thumbnailFailed: ({ context }) => context.thumbnailError !== null,
  },
}).createMachine({
  id: 'datasetCreation',
  description: 'Creating a dataset with its thumbnail, then building its index.',
  context: {
    submission: null,
    datasetId: null,
    thumbnailFile: null,
    error: null,
    thumbnailError: null,
    indexError: null,
  },
  output: ({ context }) => outcomeOf(context),
  initial: 'editing',
  states: {
    editing: {
      description: 'The add-dataset form is shown and can be submitted.',
      initial: 'idle',
      on: {
        'dataset.submitted': {
          target: 'creatingDataset',
          actions: { type: 'storeSubmission', params: ({ event }) => ({ submission: event }) },
        },
      },
      states: {
        idle: { description: 'The add-dataset form is shown; nothing has been sent yet.' },
        failed: {
          description:
            'The form stays filled in; an error notification (with the field messages) says the dataset was not created.',
          tags: ['error'],
        },
      },
    },
    creatingDataset: {
      description: 'The submit button shows a spinner while the dataset is created.',
      tags: ['busy'],
      invoke: {
        id: 'createDataset',
        src: 'createDataset',
        // storeSubmission ran on the way in.
        input: ({ context }) => ({ dataset: (context.submission as DatasetSubmission).dataset }),
        onDone: [
          {
            guard: 'hasThumbnailFile',
            target: 'uploadingThumbnail',
            actions: { type: 'storeDatasetId', params: ({ event }) => ({ id: event.output.id }) },
          },
          {
            guard: 'hasThumbnailUrl',
            target: 'fetchingThumbnail',
            actions: { type: 'storeDatasetId', params: ({ event }) => ({ id: event.output.id }) },
          },
          {
            target: 'launchingScenario',
            actions: { type: 'storeDatasetId', params: ({ event }) => ({ id: event.output.id }) },
          },
        ],
        onError: {
          target: 'editing.failed',
          actions: { type: 'storeError', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
    fetchingThumbnail: {
      description: 'The submit button shows a spinner while the thumbnail of the copied dataset is fetched.',
      tags: ['busy'],
      invoke: {
        id: 'fetchThumbnail',
        src: 'fetchThumbnail',
        // Entered only for a submission whose thumbnail is copied from a URL.
        input: ({ context }) => ({
          url: (
            (context.submission as DatasetSubmission).thumbnail as Extract<ThumbnailSource, { source: 'url' }>
          ).url,
        }),
        onDone: {
          target: 'uploadingThumbnail',
          actions: { type: 'storeThumbnailFile', params: ({ event }) => ({ file: event.output }) },
        },
        // The dataset exists: go on without its thumbnail.
        onError: {
          target: 'launchingScenario',
          actions: {
            type: 'storeThumbnailError',
            params: ({ event }) => ({ step: 'fetchThumbnail', cause: event.error }),
          },
        },
      },
    },
    uploadingThumbnail: {
      description: 'The submit button shows a spinner while the thumbnail is sent.',
      tags: ['busy'],
      invoke: {
        id: 'uploadThumbnail',
        src: 'uploadThumbnail',
        // Entered once the dataset exists, with the chosen file or the fetched one.
        input: ({ context }) => ({
          datasetId: context.datasetId as number,
          file: context.thumbnailFile as FileRef,
        }),
        onDone: { target: 'launchingScenario' },
        onError: {
          target: 'launchingScenario',
          actions: {
            type: 'storeThumbnailError',
            params: ({ event }) => ({ step: 'uploadThumbnail', cause: event.error }),
          },
        },
      },
    },
    launchingScenario: {
      description:
        'The submit button shows a spinner while the publish scenario of the new dataset is fetched and launched to build its index.',
      tags: ['busy'],
      invoke: {
        id: 'launchScenario',
        src: 'launchScenario',
        input: ({ context }) => ({
          // Entered only once the dataset exists.
          target: { datasetId: context.datasetId as number } satisfies DatasetScenarioTarget,
          pick: { by: 'codename' as const, codename: INDEX_SCENARIO },
        }),
        onDone: [
          {
            guard: { type: 'scenarioNotLaunched', params: ({ event }) => ({ output: event.output }) },
            target: 'createdWithProblems',
            actions: { type: 'storeIndexError', params: ({ event }) => ({ output: event.output }) },
          },
          { guard: 'thumbnailFailed', target: 'createdWithProblems' },
          { target: 'created' },
        ],
      },
    },
    created: {
      description: 'A success notification names the new dataset; its page opens.',
      type: 'final',
      entry: { type: 'datasetCreated', params: ({ context }) => ({ datasetId: context.datasetId }) },
    },
    createdWithProblems: {
      description:
        'A notification names the new dataset, and a warning says its thumbnail was not saved or its index was not built (missing publish scenario or failed request); its page opens.',
      type: 'final',
      tags: ['error'],
      entry: { type: 'datasetCreated', params: ({ context }) => ({ datasetId: context.datasetId }) },
    },
  },
});
