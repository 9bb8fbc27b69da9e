import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitRequestEvent } from '../../../api/requestEvents';
import { draftKey, readDraft } from '../../../lib/drafts';
import { registerDraftSource, watchSessionEnd } from './sessionEnd';

const cleanups: Array<() => void> = [];
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const answered = (status: number) =>
  emitRequestEvent({ phase: 'answered', method: 'PUT', path: '/fr/dataset/datasets/4/', status });

describe('the end of the session in the middle of an edit', () => {
  it('saves every form on screen as a draft of the person, then sends them to sign in', () => {
    const leaveForSignIn = vi.fn();
    cleanups.push(
      watchSessionEnd({ signedInAs: () => 'producteur', leaveForSignIn, showForbiddenPage: vi.fn() }),
    );
    cleanups.push(
      registerDraftSource(draftKey('dataset', '/data/datasets/4/'), () => ({ display_name: 'Typed' })),
    );
    answered(401);
    expect(readDraft(draftKey('dataset', '/data/datasets/4/'), 'producteur')?.values).toEqual({
      display_name: 'Typed',
    });
    expect(leaveForSignIn).toHaveBeenCalledTimes(1);
    answered(401);
    expect(leaveForSignIn).toHaveBeenCalledTimes(1);
  });

  it('is not a 401 of someone who was not signed in, nor another status', () => {
    const leaveForSignIn = vi.fn();
    const stop = watchSessionEnd({ signedInAs: () => null, leaveForSignIn, showForbiddenPage: vi.fn() });
    cleanups.push(registerDraftSource(draftKey('user', '/accounts/users/3/'), () => ({ first_name: 'Ana' })));
    answered(401);
    stop();
    cleanups.push(watchSessionEnd({ signedInAs: () => 'admin', leaveForSignIn, showForbiddenPage: vi.fn() }));
    answered(500);
    expect(leaveForSignIn).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the forms as drafts when a change is refused with 403, and opens the 403 page', () => {
    const leaveForSignIn = vi.fn();
    const showForbiddenPage = vi.fn();
    cleanups.push(watchSessionEnd({ signedInAs: () => 'admin', leaveForSignIn, showForbiddenPage }));
    cleanups.push(registerDraftSource(draftKey('group', '/accounts/groups/5/'), () => ({ name: 'G' })));
    answered(403);
    expect(readDraft(draftKey('group', '/accounts/groups/5/'), 'admin')?.values).toEqual({ name: 'G' });
    expect(showForbiddenPage).toHaveBeenCalledTimes(1);
    expect(leaveForSignIn).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the page is left (a reload), as left rather than ended', () => {
    cleanups.push(
      watchSessionEnd({ signedInAs: () => 'admin', leaveForSignIn: vi.fn(), showForbiddenPage: vi.fn() }),
    );
    cleanups.push(registerDraftSource(draftKey('user', '/accounts/users/3/'), () => ({ first_name: 'Ana' })));
    cleanups.push(registerDraftSource(draftKey('group', '/accounts/groups/5/'), () => undefined));
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(draftKey('user', '/accounts/users/3/'), 'admin')).toMatchObject({
      values: { first_name: 'Ana' },
      reason: 'page-left',
    });
    expect(readDraft(draftKey('group', '/accounts/groups/5/'), 'admin')).toBeNull();
  });

  it('does not overwrite the drafts of an ended session when the page then goes to the login service', () => {
    cleanups.push(
      watchSessionEnd({ signedInAs: () => 'admin', leaveForSignIn: vi.fn(), showForbiddenPage: vi.fn() }),
    );
    cleanups.push(registerDraftSource(draftKey('user', '/accounts/users/3/'), () => ({ first_name: 'Ana' })));
    answered(401);
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(draftKey('user', '/accounts/users/3/'), 'admin')?.reason).toBe('session-end');
  });

  it('leaves a refused read to its screen', () => {
    const showForbiddenPage = vi.fn();
    cleanups.push(watchSessionEnd({ signedInAs: () => 'admin', leaveForSignIn: vi.fn(), showForbiddenPage }));
    emitRequestEvent({ phase: 'answered', method: 'GET', path: '/fr/resource/ftp-choices/', status: 403 });
    expect(showForbiddenPage).not.toHaveBeenCalled();
  });

  it('forgets a form once it leaves the screen', () => {
    const leaveForSignIn = vi.fn();
    cleanups.push(watchSessionEnd({ signedInAs: () => 'admin', leaveForSignIn, showForbiddenPage: vi.fn() }));
    registerDraftSource(draftKey('indexer', '/x/'), () => ({ url: 'x' }))();
    answered(401);
    expect(readDraft(draftKey('indexer', '/x/'), 'admin')).toBeNull();
    expect(leaveForSignIn).toHaveBeenCalled();
  });
});
