import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../contract/schema.gen.ts';

/**
 * Bulk actions of a dataset's permissions table (organisations, user groups and spheres):
 * the person selects rows of the page shown, chooses an action, sees what it would change (a dry
 * run on the server where the backend offers it), confirms it, and the rows' access level is set
 * in one request (PUT usergroup-permission-actions/?action=set_permission_level_{level}). Success asks src/flows to refresh the table; failure keeps
 * the selection so that the action can be tried again.
 */

/** The bulk actions offered: remove rights, or grant one access level. */
export type BulkAction = 'remove' | 'search' | 'consultation' | 'download';

/** The special permission levels of the API; removing rights sets `none`. */
export type PermissionLevel = 'none' | 'search' | 'consultation' | 'download';

export function levelOf(action: BulkAction): PermissionLevel {
  return action === 'remove' ? 'none' : action;
}

/**
 * The level of the chosen action. `previewing` and `applying` are only entered once `action.chosen` stored
 * an action (and left before `clearAction`), so the action is never null there.
 */
function chosenLevel(context: PermissionsBulkActionContext): PermissionLevel {
  return levelOf(context.action as BulkAction);
}

/** Who gains and who loses what (POST usergroup-permission-actions/preview/). */
export type PermissionImpact = components['schemas']['PermissionImpact'];

export interface PermissionsBulkActionContext {
  readonly datasetId: number;
  /** The permission rows of the page shown, in table order. */
  readonly rowIds: readonly number[];
  /** The selected rows, in table order; always a subset of `rowIds`. */
  readonly selectedIds: readonly number[];
  readonly action: BulkAction | null;
  /** What the chosen action would change; null without a preview (not offered, or failed). */
  readonly impact: PermissionImpact | null;
  /** The preview was asked and failed: the person may still confirm, told the impact is unknown. */
  readonly impactFailed: boolean;
  readonly error: { readonly code: 'requestFailed'; readonly cause: unknown } | null;
}

export type PermissionsBulkActionEvent =
  /** The table shows a page of rows (first load, filter, page change, refresh). */
  | { type: 'rows.loaded'; ids: readonly number[] }
  | { type: 'row.toggled'; id: number }
  /** The header checkbox: every row of the page. */
  | { type: 'rows.allSelected' }
  | { type: 'rows.cleared' }
  | { type: 'action.chosen'; action: BulkAction }
  | { type: 'confirmation.accepted' }
  | { type: 'confirmation.cancelled' };

export interface PermissionsBulkActionInput {
  readonly datasetId: number;
}

export interface ApplyPermissionLevelInput {
  readonly datasetId: number;
  readonly permissionIds: readonly number[];
  readonly level: PermissionLevel;
}

/** The preview's input is the action's: the same rows and level. */
export type PreviewImpactInput = ApplyPermissionLevelInput;

export default setup({
  types: {
    context: {} as PermissionsBulkActionContext,
    events: {} as PermissionsBulkActionEvent,
    input: {} as PermissionsBulkActionInput,
  },
  actors: {
    /** Resolves null, without a request, where the backend offers no preview. */
    previewImpact: fromPromise<PermissionImpact | null, PreviewImpactInput>(async () => {
      throw new Error('previewImpact not provided');
    }),
    applyPermissionLevel: fromPromise<unknown, ApplyPermissionLevelInput>(async () => {
      throw new Error('applyPermissionLevel not provided');
    }),
  },
  actions: {
    replaceRows: assign(({ context }, params: { ids: readonly number[] }) => ({
      rowIds: [...params.ids],
      selectedIds: params.ids.filter((id) => context.selectedIds.includes(id)),
    })),
    toggleRow: assign(({ context }, params: { id: number }) => ({
      selectedIds: context.rowIds.filter((id) =>
        id === params.id ? !context.selectedIds.includes(id) : context.selectedIds.includes(id),
      ),
    })),
    selectAllRows: assign(({ context }) => ({ selectedIds: [...context.rowIds] })),
    clearSelection: assign({ selectedIds: [] }),
    storeAction: assign((_, params: { action: BulkAction }) => ({ action: params.action, error: null })),
    clearAction: assign({ action: null, impact: null, impactFailed: false }),
    storeImpact: assign((_, params: { impact: PermissionImpact | null }) => ({
      impact: params.impact,
      impactFailed: false,
    })),
    markImpactFailed: assign({ impact: null, impactFailed: true }),
    storeError: assign((_, params: { cause: unknown }) => ({
      error: { code: 'requestFailed' as const, cause: params.cause },
    })),
    clearError: assign({ error: null }),
    /** Rights changed: src/flows refreshes the permissions table and says so. */
    permissionsChanged: (_, _params: { level: PermissionLevel }) => {},
  },
  guards: {
    hasSelection: ({ context }) => context.selectedIds.length > 0,
    isSelectionEmpty: ({ context }) => context.selectedIds.length === 0,
  },
}).createMachine({
  id: 'permissionsBulkAction',
  description: 'Selecting permission rows and applying a bulk action to them after confirmation.',
  context: ({ input }) => ({
    datasetId: input.datasetId,
    rowIds: [],
    selectedIds: [],
    action: null,
    impact: null,
    impactFailed: false,
    error: null,
  }),
  initial: 'selecting',
  states: {
    selecting: {
      description: 'The permissions table shows a checkbox on each row and in the header.',
      initial: 'nothingSelected',
      on: {
        'rows.loaded': { actions: { type: 'replaceRows', params: ({ event }) => ({ ids: event.ids }) } },
        'row.toggled': { actions: { type: 'toggleRow', params: ({ event }) => ({ id: event.id }) } },
        'rows.allSelected': { actions: 'selectAllRows' },
        'rows.cleared': { actions: 'clearSelection' },
      },
      states: {
        nothingSelected: {
          description: 'No row is selected: the bulk action menu is disabled.',
          always: { guard: 'hasSelection', target: 'rowsSelected' },
        },
        rowsSelected: {
          description:
            'Some rows are selected and counted: the bulk action menu offers remove, search, consultation, download.',
          always: { guard: 'isSelectionEmpty', target: 'nothingSelected' },
          on: {
            'action.chosen': {
              target: '#permissionsBulkAction.previewing',
              actions: { type: 'storeAction', params: ({ event }) => ({ action: event.action }) },
            },
          },
        },
        succeeded: {
          description:
            'A success notification says the permissions were updated; the table reloads with no row selected.',
          always: { guard: 'hasSelection', target: 'rowsSelected' },
        },
        failed: {
          description: 'An error notification says the permissions were not updated; the rows stay selected.',
          tags: ['error'],
          always: { guard: 'isSelectionEmpty', target: 'nothingSelected', actions: 'clearError' },
          on: {
            'action.chosen': {
              target: '#permissionsBulkAction.previewing',
              actions: { type: 'storeAction', params: ({ event }) => ({ action: event.action }) },
            },
          },
        },
      },
    },
    previewing: {
      description:
        'The bulk action menu waits while the server computes what the action would change (at once, without a request, where the backend offers no preview).',
      invoke: {
        id: 'previewImpact',
        src: 'previewImpact',
        input: ({ context }): ApplyPermissionLevelInput => ({
          datasetId: context.datasetId,
          permissionIds: context.selectedIds,
          level: chosenLevel(context),
        }),
        onDone: {
          target: 'confirming',
          actions: { type: 'storeImpact', params: ({ event }) => ({ impact: event.output }) },
        },
        onError: { target: 'confirming', actions: 'markImpactFailed' },
      },
    },
    confirming: {
      description:
        'A confirmation dialog names the action and the number of selected rows, says who gains and who loses what when the preview answered (or that it could not be computed), with Cancel and Confirm.',
      on: {
        'confirmation.cancelled': { target: 'selecting.rowsSelected', actions: 'clearAction' },
        'confirmation.accepted': 'applying',
      },
    },
    applying: {
      description: 'The dialog closes and the table shows a loading indicator while the rights are set.',
      tags: ['busy'],
      invoke: {
        id: 'applyPermissionLevel',
        src: 'applyPermissionLevel',
        input: ({ context }): ApplyPermissionLevelInput => ({
          datasetId: context.datasetId,
          permissionIds: context.selectedIds,
          level: chosenLevel(context),
        }),
        onDone: {
          target: 'selecting.succeeded',
          actions: [
            {
              type: 'permissionsChanged',
              params: ({ context }) => ({ level: chosenLevel(context) }),
            },
            'clearSelection',
            'clearAction',
          ],
        },
        onError: {
          target: 'selecting.failed',
          actions: [{ type: 'storeError', params: ({ event }) => ({ cause: event.error }) }, 'clearAction'],
        },
      },
    },
  },
});
