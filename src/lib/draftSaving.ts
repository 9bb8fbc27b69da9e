/*
 * Keeping a form's draft (lib/drafts.ts says what drafts are): apart from reading them back, because the
 * entry keeps the drafts when a session ends (ui/form/drafts/sessionEnd) and only the forms read them
 * (issue 49, bench measure 1: the first screen's JavaScript).
 */

export type Draft<T> = { owner: string; savedAt: number; values: T; reason?: DraftReason };

/**
 * Why a draft was kept: the session ended under the person's feet, or the page was left (a reload, a
 * link out of the application, the tab's history) with changes not saved. The form says which.
 */
export type DraftReason = 'session-end' | 'page-left';

// Files cannot be kept in storage: they are left out and must be chosen again.
const withoutFiles = (_key: string, value: unknown) => (value instanceof Blob ? null : value);

export function defaultStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be switched off by the browser: drafts then simply do not exist.
    return null;
  }
}

export function saveDraft<T>(
  key: string,
  owner: string,
  values: T,
  reason: DraftReason = 'session-end',
  storage: Storage | null = defaultStorage(),
  now: number = Date.now(),
): void {
  const draft: Draft<T> = { owner, savedAt: now, values, reason };
  try {
    storage?.setItem(key, JSON.stringify(draft, withoutFiles));
  } catch {
    // A full storage loses the draft, never the page.
  }
}
