import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import { createActor, type EventObject } from 'xstate';
import permissionsBulkActionMachine, {
  type BulkAction,
  type PermissionLevel,
  type PermissionsBulkActionEvent,
} from '../../permissionsBulkAction.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, SnapshotOf, StateTable, StepOf, StepTable } from '../types.ts';

type PermissionsBulkActionMachine = typeof permissionsBulkActionMachine;
type Snapshot = SnapshotOf<PermissionsBulkActionMachine>;

/** The level each bulk action sets (specification: remove rights, or grant search, consultation, download). */
const LEVELS: Readonly<Record<BulkAction, PermissionLevel>> = {
  remove: 'none',
  search: 'search',
  consultation: 'consultation',
  download: 'download',
};
const levelOf = (action: BulkAction | null) => (action === null ? null : LEVELS[action]);

const events = {
  'rows.loaded': [
    { type: 'rows.loaded', ids: [1, 2] },
    { type: 'rows.loaded', ids: [2, 3] },
  ],
  'row.toggled': [
    { type: 'row.toggled', id: 1 },
    { type: 'row.toggled', id: 2 },
  ],
  'rows.allSelected': [{ type: 'rows.allSelected' }],
  'rows.cleared': [{ type: 'rows.cleared' }],
  'action.chosen': [
    { type: 'action.chosen', action: 'remove' },
    { type: 'action.chosen', action: 'consultation' },
  ],
  'confirmation.accepted': [{ type: 'confirmation.accepted' }],
  'confirmation.cancelled': [{ type: 'confirmation.cancelled' }],
  'xstate.done.actor.previewImpact': [
    {
      type: 'xstate.done.actor.previewImpact',
      output: {
        action: 'set_permission_level_consultation',
        changed: 1,
        groups: [{ type: 'organisation', from: 'download', to: 'consultation', effect: 'lose', count: 1 }],
        rows: [
          { id: 1, name: 'CACL', type: 'organisation', from: 'download', to: 'consultation', effect: 'lose' },
        ],
      },
    },
  ],
  'xstate.error.actor.previewImpact': [
    { type: 'xstate.error.actor.previewImpact', error: { status: 500, body: null } },
  ],
  'xstate.done.actor.applyPermissionLevel': [
    { type: 'xstate.done.actor.applyPermissionLevel', output: undefined },
  ],
  'xstate.error.actor.applyPermissionLevel': [
    { type: 'xstate.error.actor.applyPermissionLevel', error: { status: 400, body: { level: ['invalid'] } } },
  ],
} as const satisfies EventTable<PermissionsBulkActionMachine>;

const states = {
  selecting: {
    check: ({ snapshot }) => strictEqual(snapshot.context.action, null, 'no action pending while selecting'),
  },
  'selecting.nothingSelected': {
    check: ({ snapshot }) => deepStrictEqual(snapshot.context.selectedIds, []),
  },
  'selecting.rowsSelected': {
    check: ({ snapshot }) => notStrictEqual(snapshot.context.selectedIds.length, 0),
  },
  'selecting.succeeded': {
    check: ({ snapshot, previous, actions }) => {
      deepStrictEqual(snapshot.context.selectedIds, []);
      if (previous?.matches('applying') && previous.context.action) {
        // The table refresh intent carries the level that was set.
        deepStrictEqual(actions, [
          { type: 'permissionsChanged', params: { level: levelOf(previous.context.action) } },
        ]);
      }
    },
  },
  'selecting.failed': {
    tags: ['error'],
    check: ({ snapshot }) => {
      strictEqual(snapshot.context.error?.code, 'requestFailed');
      notStrictEqual(snapshot.context.selectedIds.length, 0, 'a failure keeps the selection');
    },
  },
  previewing: {
    invokes: ['previewImpact'],
    check: ({ snapshot, started }) => {
      const { datasetId, selectedIds, action, impact, impactFailed } = snapshot.context;
      strictEqual(impact, null, 'no impact before the preview answers');
      strictEqual(impactFailed, false);
      // The preview is asked for exactly the rows and level the action would send.
      for (const start of started) {
        deepStrictEqual(start.input, {
          datasetId,
          permissionIds: selectedIds,
          level: action && levelOf(action),
        });
      }
    },
  },
  confirming: {
    check: ({ snapshot, event }) => {
      const { action, selectedIds, impact, impactFailed } = snapshot.context;
      notStrictEqual(action, null);
      notStrictEqual(selectedIds.length, 0);
      if (event.type === 'xstate.done.actor.previewImpact') {
        deepStrictEqual(impact, (event as { output?: unknown }).output);
        strictEqual(impactFailed, false);
      }
      if (event.type === 'xstate.error.actor.previewImpact') {
        strictEqual(impact, null);
        strictEqual(impactFailed, true, 'a failed preview still lets the person confirm, told so');
      }
    },
  },
  applying: {
    tags: ['busy'],
    invokes: ['applyPermissionLevel'],
    check: ({ snapshot, started }) => {
      const { datasetId, selectedIds, action } = snapshot.context;
      // Only a confirmed action on selected rows is applied.
      notStrictEqual(action, null, 'an action is being applied');
      notStrictEqual(selectedIds.length, 0, 'to selected rows');
      for (const start of started) {
        deepStrictEqual(start.input, {
          datasetId,
          permissionIds: selectedIds,
          level: action && levelOf(action),
        });
      }
    },
  },
} satisfies StateTable<PermissionsBulkActionMachine>;

// What each event does, from the specification and the states' descriptions, written without the machine.
const SELECTING_LEAVES = ['nothingSelected', 'rowsSelected', 'succeeded', 'failed'] as const;
const leafOf = (snapshot: Snapshot) => SELECTING_LEAVES.find((leaf) => snapshot.matches({ selecting: leaf }));
/** The rows of the page in table order that the selection holds. */
const inTableOrder = (rowIds: readonly number[], selected: Iterable<number>) => {
  const set = new Set(selected);
  return rowIds.filter((id) => set.has(id));
};

/**
 * A change of the selection (or of the rows shown) while selecting: the selection is the one given, the
 * action menu follows it (disabled with no row, enabled with some), a success notice stays until a row is
 * selected, a failure notice stays with its rows until none is left, when its error goes.
 */
function selectionChanged(
  step: Pick<
    StepOf<PermissionsBulkActionMachine, 'rows.cleared'>,
    'previous' | 'snapshot' | 'started' | 'actions'
  > & { readonly event: EventObject },
  rowIds: readonly number[],
  selectedIds: readonly number[],
): void {
  const { previous, snapshot, started, actions } = step;
  deepStrictEqual(snapshot.context.rowIds, rowIds);
  deepStrictEqual(snapshot.context.selectedIds, selectedIds);
  const before = leafOf(previous);
  const empty = selectedIds.length === 0;
  const expected = empty
    ? before === 'succeeded'
      ? 'succeeded'
      : 'nothingSelected'
    : before === 'failed'
      ? 'failed'
      : 'rowsSelected';
  strictEqual(leafOf(snapshot), expected, `after ${before} with ${selectedIds.length} rows selected`);
  // Straight there: no other notice or menu state is entered on the way.
  const ends = [JSON.stringify(previous.value), JSON.stringify(snapshot.value)];
  for (const value of passesThrough(previous, step.event))
    strictEqual(ends.includes(value), true, `a selection change passes through ${value}`);
  deepStrictEqual(
    snapshot.context.error,
    expected === 'failed' ? previous.context.error : null,
    'the error stays with its rows only',
  );
  strictEqual(snapshot.context.action, null);
  strictEqual(snapshot.context.datasetId, previous.context.datasetId);
  deepStrictEqual(started, [], 'selecting sends nothing');
  deepStrictEqual(actions, [], 'selecting changes no rights');
}

/**
 * The state values the machine passes through on an event, its eventless steps included: a state entered
 * and left at once in the same step (a success notice that vanishes, an error that clears itself) shows in
 * no snapshot, yet the screen of src/flows may react to it. Replayed from the state before the step on a
 * fresh actor of the same machine; only from states that run no request (selecting, confirming).
 */
function passesThrough(previous: Snapshot, event: EventObject): string[] {
  const { machine } = previous;
  const values: string[] = [];
  const actor = createActor(machine, {
    snapshot: machine.resolveState({ value: previous.value, context: previous.context }),
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep')
        values.push(JSON.stringify((inspection.snapshot as Snapshot).value));
    },
  });
  actor.start();
  values.length = 0;
  actor.send(event as PermissionsBulkActionEvent);
  actor.stop();
  return values;
}

const selectingOnly = ['selecting'] as const;
const selectionLeaves = [
  'selecting.nothingSelected',
  'selecting.rowsSelected',
  'selecting.succeeded',
  'selecting.failed',
] as const;
/** The request of the chosen action over the selected rows (preview and apply ask the same). */
const requestOf = (snapshot: Snapshot) => ({
  datasetId: snapshot.context.datasetId,
  permissionIds: snapshot.context.selectedIds,
  level: levelOf(snapshot.context.action),
});

const steps = {
  // Rows loaded while the dialog or the request is open are ignored (src/flows sends them again).
  'rows.loaded': {
    acceptedIn: selectingOnly,
    leadsTo: selectionLeaves,
    effect: (step) =>
      selectionChanged(step, step.event.ids, inTableOrder(step.event.ids, step.previous.context.selectedIds)),
  },
  'row.toggled': {
    acceptedIn: selectingOnly,
    leadsTo: selectionLeaves,
    effect: (step) => {
      const { rowIds, selectedIds } = step.previous.context;
      const { id } = step.event;
      const selected = selectedIds.includes(id)
        ? selectedIds.filter((other) => other !== id)
        : inTableOrder(rowIds, [...selectedIds, id]);
      selectionChanged(step, rowIds, selected);
    },
  },
  // The header checkbox selects every row of the page shown.
  'rows.allSelected': {
    acceptedIn: selectingOnly,
    leadsTo: selectionLeaves,
    effect: (step) => selectionChanged(step, step.previous.context.rowIds, step.previous.context.rowIds),
  },
  'rows.cleared': {
    acceptedIn: selectingOnly,
    leadsTo: selectionLeaves,
    effect: (step) => selectionChanged(step, step.previous.context.rowIds, []),
  },
  // The menu is offered with rows selected, and again after a failure (the rows stay selected).
  'action.chosen': {
    acceptedIn: ['selecting.rowsSelected', 'selecting.failed'],
    leadsTo: ['previewing'],
    effect: ({ previous, snapshot, event, started, actions }) => {
      deepStrictEqual(snapshot.context, { ...previous.context, action: event.action, error: null });
      // What the action would change is asked first; nothing is applied before the confirmation.
      deepStrictEqual(started, [
        {
          src: 'previewImpact',
          input: {
            datasetId: previous.context.datasetId,
            permissionIds: previous.context.selectedIds,
            level: LEVELS[event.action],
          },
        },
      ]);
      deepStrictEqual(actions, []);
    },
  },
  'xstate.done.actor.previewImpact': {
    acceptedIn: ['previewing'],
    leadsTo: ['confirming'],
    effect: ({ previous, snapshot, event, started, actions }) => {
      deepStrictEqual(snapshot.context, { ...previous.context, impact: event.output, impactFailed: false });
      deepStrictEqual(started, [], 'the confirmation comes before the request');
      deepStrictEqual(actions, []);
    },
  },
  'xstate.error.actor.previewImpact': {
    acceptedIn: ['previewing'],
    leadsTo: ['confirming'],
    effect: ({ previous, snapshot, started, actions }) => {
      // The person may still confirm, told the impact is unknown.
      deepStrictEqual(snapshot.context, { ...previous.context, impact: null, impactFailed: true });
      deepStrictEqual(started, [], 'the confirmation comes before the request');
      deepStrictEqual(actions, []);
    },
  },
  // Cancel closes the dialog: nothing is sent, the rows stay selected, no notice.
  'confirmation.cancelled': {
    acceptedIn: ['confirming'],
    leadsTo: ['selecting.rowsSelected'],
    effect: ({ previous, snapshot, started, actions }) => {
      deepStrictEqual(snapshot.context, {
        ...previous.context,
        action: null,
        impact: null,
        impactFailed: false,
      });
      strictEqual(snapshot.matches({ selecting: 'succeeded' }), false, 'a cancelled action is no success');
      // Not even for an instant: the dialog closes straight onto the selected rows.
      for (const value of passesThrough(previous, { type: 'confirmation.cancelled' }))
        deepStrictEqual(
          JSON.parse(value),
          { selecting: 'rowsSelected' },
          'cancelling passes through no other state',
        );
      deepStrictEqual(started, []);
      deepStrictEqual(actions, [], 'cancelling changes no rights');
    },
  },
  'confirmation.accepted': {
    acceptedIn: ['confirming'],
    leadsTo: ['applying'],
    effect: ({ previous, snapshot, started, actions }) => {
      deepStrictEqual(snapshot.context, previous.context);
      deepStrictEqual(started, [{ src: 'applyPermissionLevel', input: requestOf(previous) }]);
      deepStrictEqual(actions, [], 'the rights change once the server answers');
    },
  },
  'xstate.done.actor.applyPermissionLevel': {
    acceptedIn: ['applying'],
    leadsTo: ['selecting.succeeded'],
    effect: ({ previous, snapshot, started, actions }) => {
      // The table reloads with no row selected; the refresh carries the level that was set.
      deepStrictEqual(snapshot.context, {
        ...previous.context,
        selectedIds: [],
        action: null,
        impact: null,
        impactFailed: false,
      });
      deepStrictEqual(actions, [
        { type: 'permissionsChanged', params: { level: levelOf(previous.context.action) } },
      ]);
      deepStrictEqual(started, []);
    },
  },
  'xstate.error.actor.applyPermissionLevel': {
    acceptedIn: ['applying'],
    leadsTo: ['selecting.failed'],
    effect: ({ previous, snapshot, event, started, actions }) => {
      // The failure keeps the selection so that the action can be tried again.
      deepStrictEqual(snapshot.context, {
        ...previous.context,
        action: null,
        impact: null,
        impactFailed: false,
        error: { code: 'requestFailed', cause: event.error },
      });
      deepStrictEqual(actions, [], 'no rights changed');
      deepStrictEqual(started, []);
    },
  },
} satisfies StepTable<PermissionsBulkActionMachine>;

export const permissionsBulkActionModel = defineMachineModel({
  name: 'permissionsBulkAction',
  machine: permissionsBulkActionMachine,
  inputs: { default: { datasetId: 7 } },
  events,
  states,
  steps,
  // The table opens with its first page of rows on its way: nothing shown, nothing selected.
  start: (snapshot, input) => {
    strictEqual(snapshot.matches({ selecting: 'nothingSelected' }), true);
    deepStrictEqual(snapshot.context, {
      datasetId: input.datasetId,
      rowIds: [],
      selectedIds: [],
      action: null,
      impact: null,
      impactFailed: false,
      error: null,
    });
  },
  invariant: ({ snapshot }) => {
    const { rowIds, selectedIds, error } = snapshot.context;
    // The selection is made of rows of the page shown, in table order.
    deepStrictEqual(
      selectedIds,
      rowIds.filter((id) => selectedIds.includes(id)),
    );
    if (!snapshot.matches({ selecting: 'failed' })) strictEqual(error, null);
    // An impact is only held while the action waits for confirmation or runs.
    if (snapshot.matches('selecting')) {
      strictEqual(snapshot.context.impact, null);
      strictEqual(snapshot.context.impactFailed, false);
    }
  },
});
