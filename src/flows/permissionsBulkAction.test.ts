import { act, renderHook, waitFor as waitForHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { setApiClient } from '../api/http';
import { permissionKeys } from '../api/permissions';
import { fakeApi, jsonResponse, testQueryClient } from '../api/testing/fakeApi';
import { offerExtensions, resetExtensions } from '../ui/testing/extensions';
import {
  providePermissionsBulkActionMachine,
  selectionEvents,
  usePermissionsBulkAction,
} from './permissionsBulkAction';

afterEach(() => {
  setApiClient();
  resetExtensions();
});

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
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
    // Without the permissionImpact extension the confirmation asks nothing of the backend.
    expect(api.requests).toHaveLength(0);
    expect(actor.getSnapshot().context.impact).toBeNull();
    expect(actor.getSnapshot().context.impactFailed).toBe(false);
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
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
    actor.send({ type: 'confirmation.accepted' });
    await waitFor(actor, (snapshot) => snapshot.matches({ selecting: 'failed' }));
    expect(actor.getSnapshot().context.selectedIds).toEqual([9]);
    expect(actor.getSnapshot().context.error?.code).toBe('requestFailed');
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('the impact preview where the backend offers it', () => {
  const impact = {
    action: 'set_permission_level_search',
    changed: 1,
    groups: [{ type: 'organisation', from: 'download', to: 'search', effect: 'lose', count: 1 }],
    rows: [{ id: 3, name: 'CACL', type: 'organisation', from: 'download', to: 'search', effect: 'lose' }],
  };

  it('asks the server what the action would change, for the same rows and level, before confirming', async () => {
    offerExtensions({ permissionImpact: true });
    const api = fakeApi(() => jsonResponse(impact));
    const actor = createActor(providePermissionsBulkActionMachine(testQueryClient(), vi.fn()), {
      input: { datasetId: 7 },
    }).start();
    actor.send({ type: 'rows.loaded', ids: [3, 4] });
    actor.send({ type: 'row.toggled', id: 3 });
    actor.send({ type: 'action.chosen', action: 'search' });
    expect(actor.getSnapshot().matches('previewing')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
    expect(api.last()).toMatchObject({
      method: 'POST',
      url: '/fr/dataset/usergroup-permission-actions/preview/?action=set_permission_level_search',
      body: { dataset_id: 7, usergroup_ids: [3] },
    });
    expect(actor.getSnapshot().context.impact).toEqual(impact);
  });

  it('still lets the person confirm when the preview fails, saying so', async () => {
    offerExtensions({ permissionImpact: true });
    const api = fakeApi((request) =>
      request.method === 'POST' ? jsonResponse({ detail: 'boom' }, 500) : jsonResponse({ updated: 1 }),
    );
    const actor = createActor(providePermissionsBulkActionMachine(testQueryClient(), vi.fn()), {
      input: { datasetId: 7 },
    }).start();
    actor.send({ type: 'rows.loaded', ids: [3] });
    actor.send({ type: 'rows.allSelected' });
    actor.send({ type: 'action.chosen', action: 'download' });
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
    expect(actor.getSnapshot().context).toMatchObject({ impact: null, impactFailed: true });
    actor.send({ type: 'confirmation.accepted' });
    await waitFor(actor, (snapshot) => snapshot.matches({ selecting: 'succeeded' }));
    expect(api.last().method).toBe('PUT');
  });
});

describe('usePermissionsBulkAction', () => {
  it('sends the rows shown again once the dialog is closed, since the machine ignored them meanwhile', async () => {
    const queryClient = testQueryClient();
    const { result, rerender } = renderHook(
      ({ rows }: { rows: readonly number[] }) =>
        usePermissionsBulkAction(7, rows, { queryClient, onChanged: () => undefined }),
      { initialProps: { rows: [1, 2] } },
    );
    act(() => result.current.select(new Set([1, 2])));
    expect(result.current.selectedIds).toEqual([1, 2]);
    act(() => result.current.choose('search'));
    await waitForHook(() =>
      expect(result.current.confirming).toEqual({
        action: 'search',
        count: 2,
        impact: null,
        impactFailed: false,
      }),
    );

    // An auto-reload brings another page of rows while the dialog is open.
    rerender({ rows: [2, 3] });
    act(() => result.current.cancel());
    expect(result.current.confirming).toBeNull();
    expect(result.current.selectedIds).toEqual([2]);
    act(() => result.current.select(new Set([2, 3])));
    expect(result.current.selectedIds).toEqual([2, 3]);
  });
});
