import { assign, fromPromise, setup } from 'xstate';

/**
 * A bulk metadata edit of the dataset list (issue 33, this product's extension): the person opens
 * the dialog on a selection (datasets ticked one by one, or all those matching the list's filters),
 * writes the operations, previews what they change, applies them, and may undo the whole batch from
 * the notification. Preview, apply and undo are one request each; the machine holds their answers
 * and error codes, src/flows supplies the requests and refreshes the list.
 */

/** A field a bulk edit changes, and how (the contract's BulkEditOperation). */
export interface BulkEditOperationValue {
  readonly field: 'license' | 'update_frequency' | 'topics' | 'keywords';
  readonly op: 'set' | 'add';
  readonly value: number | null | readonly (number | string)[];
}

/** The datasets ticked one by one, or all those the list's filters match. */
export type BulkEditSelection =
  | { readonly ids: readonly number[] }
  | { readonly filters: Readonly<Record<string, string>> };

export interface BulkEditPreviewValue {
  readonly matched: number;
  readonly read_only: number;
  readonly changed: number;
  readonly unchanged: number;
}

export interface DatasetBulkEditContext {
  readonly selection: BulkEditSelection | null;
  readonly operations: readonly BulkEditOperationValue[];
  /** The last preview's counts (the screen reads its rows from the answer it keeps). */
  readonly preview: BulkEditPreviewValue | null;
  /** The batch applied last: what the notification's Undo undoes. */
  readonly batchId: number | null;
  readonly changed: number;
  readonly undone: { readonly restored: number; readonly kept: number } | null;
  readonly error: {
    readonly code: 'previewFailed' | 'applyFailed' | 'undoFailed';
    readonly cause: unknown;
  } | null;
}

export type DatasetBulkEditEvent =
  | { type: 'dialog.opened'; selection: BulkEditSelection }
  | { type: 'dialog.closed' }
  | { type: 'operations.changed'; operations: readonly BulkEditOperationValue[] }
  | { type: 'preview.requested' }
  | { type: 'apply.requested' }
  | { type: 'undo.requested' }
  | { type: 'notification.dismissed' };

export interface BulkEditRequestInput {
  readonly selection: BulkEditSelection;
  readonly operations: readonly BulkEditOperationValue[];
}

/**
 * The request of a preview or an apply. `previewing` and `applying` are only reached from the dialog,
 * which `dialog.opened` gave a selection and only `dialog.closed` or a done apply take away.
 */
function requestOf(context: DatasetBulkEditContext): BulkEditRequestInput {
  return { selection: context.selection as BulkEditSelection, operations: context.operations };
}

/** The batch to undo: `undoing` is only reached from `applied` and `undoFailed`, which keep the applied batch. */
function batchOf(context: DatasetBulkEditContext): number {
  return context.batchId as number;
}

export default setup({
  types: {
    context: {} as DatasetBulkEditContext,
    events: {} as DatasetBulkEditEvent,
  },
  actors: {
    previewBulkEdit: fromPromise<BulkEditPreviewValue, BulkEditRequestInput>(async () => {
      throw new Error('previewBulkEdit not provided');
    }),
    applyBulkEdit: fromPromise<{ id: number; changed: number }, BulkEditRequestInput>(async () => {
      throw new Error('applyBulkEdit not provided');
    }),
    undoBulkEdit: fromPromise<{ restored: number; kept: number }, { batchId: number }>(async () => {
      throw new Error('undoBulkEdit not provided');
    }),
  },
  actions: {
    open: assign((_, params: { selection: BulkEditSelection }) => ({
      selection: params.selection,
      operations: [],
      preview: null,
      error: null,
    })),
    close: assign({ selection: null, operations: [], preview: null, error: null }),
    storeOperations: assign((_, params: { operations: readonly BulkEditOperationValue[] }) => ({
      operations: params.operations,
      preview: null,
      error: null,
    })),
    storePreview: assign((_, params: { preview: BulkEditPreviewValue }) => ({ preview: params.preview })),
    storeBatch: assign((_, params: { id: number; changed: number }) => ({
      batchId: params.id,
      changed: params.changed,
      undone: null,
      selection: null,
      operations: [],
      preview: null,
    })),
    storeUndone: assign((_, params: { restored: number; kept: number }) => ({ undone: params })),
    forgetBatch: assign({ batchId: null, changed: 0, undone: null, error: null }),
    clearError: assign({ error: null }),
    storePreviewError: assign((_, params: { cause: unknown }) => ({
      error: { code: 'previewFailed' as const, cause: params.cause },
    })),
    storeApplyError: assign((_, params: { cause: unknown }) => ({
      error: { code: 'applyFailed' as const, cause: params.cause },
    })),
    storeUndoError: assign((_, params: { cause: unknown }) => ({
      error: { code: 'undoFailed' as const, cause: params.cause },
    })),
    /** Datasets changed (applied or undone): src/flows refetches the list. */
    datasetsChanged: () => {},
  },
  guards: {
    hasOperations: ({ context }) => context.operations.length > 0,
  },
}).createMachine({
  id: 'datasetBulkEdit',
  description: 'Editing the metadata of many datasets at once, with a preview before and an undo after.',
  context: {
    selection: null,
    operations: [],
    preview: null,
    batchId: null,
    changed: 0,
    undone: null,
    error: null,
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'The dataset list, with its check boxes and the "Bulk edit" button; no dialog.',
      on: {
        // Nothing of a batch is left in idle (dismissing a notification forgets it): the dialog just opens.
        'dialog.opened': {
          target: 'editing',
          actions: { type: 'open', params: ({ event }) => ({ selection: event.selection }) },
        },
      },
    },
    editing: {
      description:
        'The bulk edit dialog shows the rows of operations; "Preview" is enabled once one is complete.',
      on: {
        'operations.changed': {
          actions: { type: 'storeOperations', params: ({ event }) => ({ operations: event.operations }) },
        },
        'preview.requested': { guard: 'hasOperations', target: 'previewing' },
        'dialog.closed': { target: 'idle', actions: 'close' },
      },
    },
    previewing: {
      description: 'The dialog says the preview is being computed.',
      tags: ['busy'],
      invoke: {
        id: 'previewBulkEdit',
        src: 'previewBulkEdit',
        input: ({ context }) => requestOf(context),
        onDone: {
          target: 'reviewing',
          actions: { type: 'storePreview', params: ({ event }) => ({ preview: event.output }) },
        },
        onError: {
          target: 'previewFailed',
          actions: { type: 'storePreviewError', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
    previewFailed: {
      description: 'The dialog shows why the preview failed, with the operations kept.',
      tags: ['error'],
      on: {
        'operations.changed': {
          target: 'editing',
          actions: { type: 'storeOperations', params: ({ event }) => ({ operations: event.operations }) },
        },
        'preview.requested': { target: 'previewing', actions: 'clearError' },
        'dialog.closed': { target: 'idle', actions: 'close' },
      },
    },
    reviewing: {
      description:
        'The dialog shows how many datasets match, are read-only, change or stay, and each change; "Apply" is enabled when one changes.',
      on: {
        'operations.changed': {
          target: 'editing',
          actions: { type: 'storeOperations', params: ({ event }) => ({ operations: event.operations }) },
        },
        'apply.requested': { target: 'applying' },
        'dialog.closed': { target: 'idle', actions: 'close' },
      },
    },
    applying: {
      description: 'The dialog says the edit is being applied.',
      tags: ['busy'],
      invoke: {
        id: 'applyBulkEdit',
        src: 'applyBulkEdit',
        input: ({ context }) => requestOf(context),
        onDone: {
          target: 'applied',
          actions: [{ type: 'storeBatch', params: ({ event }) => event.output }, 'datasetsChanged'],
        },
        onError: {
          target: 'applyFailed',
          actions: { type: 'storeApplyError', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
    applyFailed: {
      description:
        'The dialog shows why the edit was not applied; the preview stays, and "Apply" may be tried again.',
      tags: ['error'],
      on: {
        'apply.requested': { target: 'applying', actions: 'clearError' },
        'operations.changed': {
          target: 'editing',
          actions: { type: 'storeOperations', params: ({ event }) => ({ operations: event.operations }) },
        },
        'dialog.closed': { target: 'idle', actions: 'close' },
      },
    },
    applied: {
      description:
        'The dialog is closed; a notification says how many datasets changed, with an "Undo" button.',
      on: {
        'undo.requested': { target: 'undoing' },
        'notification.dismissed': { target: 'idle', actions: 'forgetBatch' },
        'dialog.opened': {
          target: 'editing',
          actions: ['forgetBatch', { type: 'open', params: ({ event }) => ({ selection: event.selection }) }],
        },
      },
    },
    undoing: {
      description: 'The notification says the batch is being undone.',
      tags: ['busy'],
      invoke: {
        id: 'undoBulkEdit',
        src: 'undoBulkEdit',
        input: ({ context }) => ({ batchId: batchOf(context) }),
        onDone: {
          target: 'undone',
          actions: [{ type: 'storeUndone', params: ({ event }) => event.output }, 'datasetsChanged'],
        },
        onError: {
          target: 'undoFailed',
          actions: { type: 'storeUndoError', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
    undoFailed: {
      description: 'The notification says the batch was not undone, with "Undo" to try again.',
      tags: ['error'],
      on: {
        'undo.requested': { target: 'undoing', actions: 'clearError' },
        'notification.dismissed': { target: 'idle', actions: 'forgetBatch' },
      },
    },
    undone: {
      description: 'The notification says how many datasets were put back and how many kept a later change.',
      on: {
        'notification.dismissed': { target: 'idle', actions: 'forgetBatch' },
        'dialog.opened': {
          target: 'editing',
          actions: ['forgetBatch', { type: 'open', params: ({ event }) => ({ selection: event.selection }) }],
        },
      },
    },
  },
});
