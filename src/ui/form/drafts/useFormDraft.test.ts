import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitRequestEvent } from '../../../api/requestEvents';
import { draftKey, draftPlaceOf, readDraft, saveDraft } from '../../../lib/drafts';
import { watchSessionEnd } from './sessionEnd';
import { useFormDraft } from './useFormDraft';

type Values = { name: string };
const initial: Values = { name: 'Saved name' };
const key = () => draftKey('thing', draftPlaceOf(window.location));

let stopWatch: () => void = () => undefined;
beforeEach(() => {
  sessionStorage.clear();
  stopWatch = watchSessionEnd({
    signedInAs: () => 'admin',
    leaveForSignIn: vi.fn(),
    showForbiddenPage: vi.fn(),
  });
});
afterEach(() => stopWatch());

function renderDraft() {
  const form = { state: { values: initial }, reset: vi.fn() };
  const hook = renderHook(() => useFormDraft<Values>('thing', initial, () => form));
  return { form, hook };
}

const write = (status: number) => {
  emitRequestEvent({ phase: 'started', method: 'PUT', path: '/fr/x/1/' });
  emitRequestEvent({ phase: 'answered', method: 'PUT', path: '/fr/x/1/', status });
};

describe('useFormDraft', () => {
  it('starts from the given values when there is no draft', () => {
    const { hook } = renderDraft();
    expect(hook.result.current.values).toEqual(initial);
    expect(hook.result.current.restored).toBe(false);
  });

  it("starts from its owner's draft, says so, and discarding puts the form back", () => {
    saveDraft(key(), 'admin', { name: 'Typed before the session ended' });
    const { hook, form } = renderDraft();
    expect(hook.result.current.values).toEqual({ name: 'Typed before the session ended' });
    expect(hook.result.current.restored).toBe(true);
    act(() => hook.result.current.discard());
    expect(hook.result.current.restored).toBe(false);
    expect(form.reset).toHaveBeenCalledWith(initial);
    expect(readDraft(key(), 'admin')).toBeNull();
    // The starting values follow: a form given them on every render stays on the saved values.
    expect(hook.result.current.values).toEqual(initial);
  });

  it('clears the draft once the save is accepted, keeps it when the save fails', async () => {
    saveDraft(key(), 'admin', { name: 'Typed' });
    const { hook } = renderDraft();
    await act(() => hook.result.current.saving(async () => write(500)));
    expect(readDraft(key(), 'admin')).not.toBeNull();
    expect(hook.result.current.restored).toBe(true);
    await act(() => hook.result.current.saving(async () => write(200)));
    expect(readDraft(key(), 'admin')).toBeNull();
    expect(hook.result.current.restored).toBe(false);
  });

  it('keeps a draft when the session ends only if the person changed something', () => {
    renderDraft();
    emitRequestEvent({ phase: 'answered', method: 'GET', path: '/fr/x/1/', status: 401 });
    expect(readDraft(key(), 'admin')).toBeNull();
  });

  it('keeps the changed values as a draft when the session ends', () => {
    const { form } = renderDraft();
    form.state.values = { name: 'Typed' };
    emitRequestEvent({ phase: 'answered', method: 'GET', path: '/fr/x/1/', status: 401 });
    expect(readDraft(key(), 'admin')?.values).toEqual({ name: 'Typed' });
  });

  it('keeps no draft of a form still on screen as it was saved when the page is left', async () => {
    const { form, hook } = renderDraft();
    form.state.values = { name: 'Renamed' };
    await act(() => hook.result.current.saving(async () => write(200)));
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(key(), 'admin')).toBeNull();
    // Changed again after the save, it is kept.
    form.state.values = { name: 'Renamed again' };
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(key(), 'admin')?.values).toEqual({ name: 'Renamed again' });
  });

  it('keeps the values when a later write of the same save is refused, an earlier one accepted', async () => {
    const { form, hook } = renderDraft();
    form.state.values = { name: 'Renamed' };
    await act(() =>
      hook.result.current.saving(async () => {
        write(200);
        write(403);
      }),
    );
    expect(readDraft(key(), 'admin')).toMatchObject({ values: { name: 'Renamed' }, reason: 'session-end' });
  });
});
