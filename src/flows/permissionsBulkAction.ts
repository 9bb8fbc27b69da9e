import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import permissionsBulkActionMachine, {
  type BulkAction,
  type PermissionImpact,
  type PermissionLevel,
  type PermissionsBulkActionContext,
  type PermissionsBulkActionEvent,
} from '../../machines/permissionsBulkAction.machine';
import { previewPermissionLevel, setPermissionLevelMutation } from '../api/permissions';
import { hasExtension } from '../config/currentConfig';
import { inspect } from '../lib/inspection/inspect';

export type {
  BulkAction,
  PermissionImpact,
  PermissionLevel,
} from '../../machines/permissionsBulkAction.machine';

/**
 * The bulk action machine with the real request. The level is set through react-query's mutation, so
 * that the dataset's permission tables are invalidated (and refetched before the machine hears of the
 * success) and a 403 opens the 403 page like any other change; the screen shows the other failures.
 * The impact preview is asked only where the backend offers it (extension `permissionImpact`);
 * elsewhere it is null at once, without a request, and the confirmation is the plain one.
 */
export function providePermissionsBulkActionMachine(
  queryClient: QueryClient,
  onChanged: (level: PermissionLevel) => void,
) {
  return permissionsBulkActionMachine.provide({
    actors: {
      previewImpact: fromPromise<
        PermissionImpact | null,
        { datasetId: number; permissionIds: readonly number[]; level: PermissionLevel }
      >(async ({ input, signal }) =>
        hasExtension('permissionImpact')
          ? previewPermissionLevel(input.datasetId, input.permissionIds, input.level, { signal })
          : null,
      ),
      applyPermissionLevel: fromPromise(({ input }) =>
        new MutationObserver(queryClient, {
          ...setPermissionLevelMutation(),
          meta: { errorsShownByScreen: true },
        }).mutate({ datasetId: input.datasetId, usergroupIds: input.permissionIds, level: input.level }),
      ),
    },
    actions: {
      permissionsChanged: (_, params) => onChanged(params.level),
    },
  });
}

/**
 * The machine events that turn the selection shown into the one the table asks for: the header check box
 * selects or clears the page, a row's check box toggles that row.
 */
export function selectionEvents(
  rowIds: readonly number[],
  selectedIds: readonly number[],
  wanted: ReadonlySet<number>,
): PermissionsBulkActionEvent[] {
  const next = rowIds.filter((id) => wanted.has(id));
  if (rowIds.length > 0 && next.length === rowIds.length) return [{ type: 'rows.allSelected' }];
  if (next.length === 0) return selectedIds.length === 0 ? [] : [{ type: 'rows.cleared' }];
  return rowIds
    .filter((id) => wanted.has(id) !== selectedIds.includes(id))
    .map((id) => ({ type: 'row.toggled', id }));
}

export type BulkConfirmation = {
  action: BulkAction;
  count: number;
  impact?: PermissionImpact | null;
  impactFailed?: boolean;
};

export type PermissionsBulkActionFlow = {
  selectedIds: readonly number[];
  /** Some rows are selected and no action is under way: the bulk action menu is enabled. */
  canChoose: boolean;
  /**
   * The action waiting for confirmation, with the number of selected rows and what it would change
   * (null without a preview; `impactFailed` when the preview was asked and failed).
   */
  confirming: BulkConfirmation | null;
  applying: boolean;
  /** The server computes what the chosen action would change (only where the backend offers it). */
  previewing: boolean;
  /** The last action failed; the rows stay selected. The same object until the next failure. */
  failure: PermissionsBulkActionContext['error'];
  select: (wanted: ReadonlySet<number>) => void;
  choose: (action: BulkAction) => void;
  confirm: () => void;
  cancel: () => void;
};

/**
 * One dataset's bulk action flow for the rows the table shows. The machine ignores new rows while the
 * dialog or the request is open, so the rows are sent again each time it is back to selecting.
 */
export function usePermissionsBulkAction(
  datasetId: number,
  rowIds: readonly number[],
  { queryClient, onChanged }: { queryClient: QueryClient; onChanged: (level: PermissionLevel) => void },
): PermissionsBulkActionFlow {
  const onChangedRef = useRef(onChanged);
  onChangedRef.current = onChanged;
  const machine = useMemo(
    () => providePermissionsBulkActionMachine(queryClient, (level) => onChangedRef.current(level)),
    [queryClient],
  );
  const actor = useActorRef(machine, { input: { datasetId }, inspect });
  const snapshot = useSelector(actor, (state) => state);
  const selecting = snapshot.matches('selecting');

  const rowsKey = rowIds.join(',');
  const rowsRef = useRef(rowIds);
  rowsRef.current = rowIds;
  // biome-ignore lint/correctness/useExhaustiveDependencies: rowsKey stands for the ids; a new array with the same ids is no new page.
  useEffect(() => {
    if (selecting) actor.send({ type: 'rows.loaded', ids: rowsRef.current });
  }, [actor, rowsKey, selecting]);

  const { selectedIds, action, error, impact, impactFailed } = snapshot.context;
  return {
    selectedIds,
    canChoose: selecting && selectedIds.length > 0,
    confirming:
      snapshot.matches('confirming') && action
        ? { action, count: selectedIds.length, impact, impactFailed }
        : null,
    applying: snapshot.hasTag('busy'),
    // Without the extension the state passes at once: nothing to show, so the screen stays as it was.
    previewing: snapshot.matches('previewing') && hasExtension('permissionImpact'),
    failure: error,
    select: (wanted) => {
      for (const event of selectionEvents(snapshot.context.rowIds, selectedIds, wanted)) actor.send(event);
    },
    choose: (chosen) => actor.send({ type: 'action.chosen', action: chosen }),
    confirm: () => actor.send({ type: 'confirmation.accepted' }),
    cancel: () => actor.send({ type: 'confirmation.cancelled' }),
  };
}
