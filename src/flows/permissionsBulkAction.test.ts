import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { setApiClient } from '../api/http';
import { permissionKeys } from '../api/permissions';
import { fakeApi, jsonResponse, testQueryClient } from '../api/testing/fakeApi';
import {
  providePermissionsBulkActionMachine,
  selectionEvents,
  usePermissionsBulkAction,
} from './permissionsBulkAction';

afterEach(() => setApiClient());

describe('selectionEvents', () => {
  const rows = [1, 2, 3];

  it('selects the whole page when every row is wanted', () => {
    expect(selectionEvents(rows, [2], new Set([1, 2, 3]))).toEqual([{ type: 'rows.allSelected' }]);
  });

  it('clears the selection when no row is wanted', () => {
    expect(selectionEvents(rows, [1, 3], new Set())).toEqual([{ type: 'rows.cleared' }]);
    expect(selectionEvents(rows, [], new Set())).toEqual([]);
  });

  it('toggles the rows whose check box changed, ignoring rows of other pages', () => {
    expect(selectionEvents(rows, [1], new Set([1, 3, 9]))).toEqual([{ type: 'row.toggled', id: 3 }]);
    expect(selectionEvents(rows, [1, 2], new Set([2]))).toEqual([{ type: 'row.toggled', id: 1 }]);
  });
});

describe('the bulk action machine with its real request', () => {
  it('sets the level of the selected rows, refreshes the table and reports the level', async () => {
    const api = fakeApi(() => jsonResponse({ updated: 2 }));
    const queryClient = testQueryClient();
    const table = permissionKeys.list(7, { page: 1 });
    queryClient.setQueryData(table, { count: 0, results: [] });
    const onChanged = vi.fn();
    const actor = createActor(providePermissionsBulkActionMachine(queryClient, onChanged), {
      input: { datasetId: 7 },
    }).start();

    actor.send({ type: 'rows.loaded', ids: [3, 4, 5] });
    actor.send({ type: 'row.toggled', id: 3 });
    actor.send({ type: 'row.toggled', id: 5 });
    actor.send({ type: 'action.chosen', action: 'download' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(api.requests).toHaveLength(0);
    actor.send({ type: 'confirmation.accepted' });
    await waitFor(actor, (snapshot) => snapshot.matches({ selecting: 'succeeded' }));

    expect(api.last()).toMatchObject({
      method: 'PUT',
      url: '/fr/dataset/usergroup-permission-actions/?action=set_permission_level_download',
      body: { dataset_id: 7, usergroup_ids: [3, 5] },
    });
    expect(onChanged).toHaveBeenCalledWith('download');
    expect(queryClient.getQueryState(table)?.isInvalidated).toBe(true);
    expect(actor.getSnapshot().context.selectedIds).toEqual([]);
  });

  it('keeps the selection and the error when the request fails', async () => {
    fakeApi(() => jsonResponse({ usergroup_ids: ['Invalid pk "9"'] }, 400));
    const onChanged = vi.fn();
    const actor = createActor(providePermissionsBulkActionMachine(testQueryClient(), onChanged), {
      input: { datasetId: 7 },
    }).start();
    actor.send({ type: 'rows.loaded', ids: [9] });
    actor.send({ type: 'rows.allSelected' });
    actor.send({ type: 'action.chosen', action: 'remove' });
    actor.send({ type: 'confirmation.accepted' });
    await waitFor(actor, (snapshot) => snapshot.matches({ selecting: 'failed' }));
    expect(actor.getSnapshot().context.selectedIds).toEqual([9]);
    expect(actor.getSnapshot().context.error?.code).toBe('requestFailed');
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('usePermissionsBulkAction', () => {
  it('sends the rows shown again once the dialog is closed, since the machine ignored them meanwhile', () => {
    const queryClient = testQueryClient();
    const { result, rerender } = renderHook(
      ({ rows }: { rows: readonly number[] }) =>
        usePermissionsBulkAction(7, rows, { queryClient, onChanged: () => undefined }),
      { initialProps: { rows: [1, 2] } },
    );
    act(() => result.current.select(new Set([1, 2])));
    expect(result.current.selectedIds).toEqual([1, 2]);
    act(() => result.current.choose('search'));
    expect(result.current.confirming).toEqual({ action: 'search', count: 2 });

    // An auto-reload brings another page of rows while the dialog is open.
    rerender({ rows: [2, 3] });
    act(() => result.current.cancel());
    expect(result.current.confirming).toBeNull();
    expect(result.current.selectedIds).toEqual([2]);
    act(() => result.current.select(new Set([2, 3])));
    expect(result.current.selectedIds).toEqual([2, 3]);
  });
});
