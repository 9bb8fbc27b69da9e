import type { QueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import datasetBulkEditMachine, {
  type BulkEditOperationValue,
  type BulkEditSelection,
  type DatasetBulkEditContext,
} from '../../machines/datasetBulkEdit.machine';
import {
  applyBulkEdit,
  type BulkEditInput,
  type BulkEditPreview,
  previewBulkEdit,
  undoBulkEdit,
} from '../api/bulkEdits';
import { inspect } from '../lib/inspection/inspect';

export type { BulkEditOperationValue, BulkEditSelection } from '../../machines/datasetBulkEdit.machine';

const bodyOf = (input: { selection: BulkEditSelection; operations: readonly BulkEditOperationValue[] }) =>
  ({
    selection:
      'ids' in input.selection
        ? { ids: [...input.selection.ids] }
        : { filters: { ...input.selection.filters } },
    operations: input.operations.map((operation) => ({
      ...operation,
      value: Array.isArray(operation.value) ? [...operation.value] : operation.value,
    })),
  }) as BulkEditInput;

/**
 * The bulk edit machine with the real requests. The preview's rows are kept here (the machine keeps
 * its counts); after an apply or an undo every dataset query is refetched (the list, the details, the
 * person's batches).
 */
export function provideDatasetBulkEditMachine(
  queryClient: QueryClient,
  keepPreview: (p: BulkEditPreview) => void,
) {
  return datasetBulkEditMachine.provide({
    actors: {
      previewBulkEdit: fromPromise(async ({ input, signal }) => {
        const preview = await previewBulkEdit(bodyOf(input), { signal });
        keepPreview(preview);
        return preview;
      }),
      applyBulkEdit: fromPromise(async ({ input }) => applyBulkEdit(bodyOf(input))),
      undoBulkEdit: fromPromise(async ({ input }) => undoBulkEdit(input.batchId)),
    },
    actions: {
      datasetsChanged: () => void queryClient.invalidateQueries({ queryKey: ['dataset'] }),
    },
  });
}

export type DatasetBulkEditFlow = {
  state:
    | 'idle'
    | 'editing'
    | 'previewing'
    | 'previewFailed'
    | 'reviewing'
    | 'applying'
    | 'applyFailed'
    | 'applied'
    | 'undoing'
    | 'undoFailed'
    | 'undone';
  context: DatasetBulkEditContext;
  /** The last preview's datasets and changes (shown while reviewing). */
  preview: BulkEditPreview | null;
  open: (selection: BulkEditSelection) => void;
  close: () => void;
  change: (operations: readonly BulkEditOperationValue[]) => void;
  requestPreview: () => void;
  apply: () => void;
  undo: () => void;
  dismiss: () => void;
};

/** One bulk edit at a time on the dataset list: the dialog, then the notification with its Undo. */
export function useDatasetBulkEdit(queryClient: QueryClient): DatasetBulkEditFlow {
  const [preview, setPreview] = useState<BulkEditPreview | null>(null);
  const machine = useMemo(() => provideDatasetBulkEditMachine(queryClient, setPreview), [queryClient]);
  const actor = useActorRef(machine, { inspect });
  const snapshot = useSelector(actor, (state) => state);
  return {
    state: snapshot.value as DatasetBulkEditFlow['state'],
    context: snapshot.context,
    preview:
      snapshot.matches('reviewing') || snapshot.matches('applying') || snapshot.matches('applyFailed')
        ? preview
        : null,
    open: (selection) => actor.send({ type: 'dialog.opened', selection }),
    close: () => actor.send({ type: 'dialog.closed' }),
    change: (operations) => actor.send({ type: 'operations.changed', operations }),
    requestPreview: () => actor.send({ type: 'preview.requested' }),
    apply: () => actor.send({ type: 'apply.requested' }),
    undo: () => actor.send({ type: 'undo.requested' }),
    dismiss: () => actor.send({ type: 'notification.dismissed' }),
  };
}
