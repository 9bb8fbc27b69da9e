/**
 * Form drafts: what a person typed, kept in the tab's session storage when their session ends in the
 * middle of an edit, so the form comes back with it after they sign in again. Session storage survives
 * the round trip to the login service in the same tab and is gone when the tab closes; each draft names
 * its owner so nobody else signing in on that tab gets it.
 */
export type Draft<T> = { owner: string; savedAt: number; values: T };

const PREFIX = 'publish.draft:';

/** The storage key of a form: its name and the object it edits (`new` on an add screen). */
export function draftKey(form: string, objectId: number | string | null | undefined): string {
  return `${PREFIX}${form}:${objectId ?? 'new'}`;
}

function defaultStorage(): Storage | null {
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
  storage: Storage | null = defaultStorage(),
  now: number = Date.now(),
): void {
  const draft: Draft<T> = { owner, savedAt: now, values };
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // A full storage loses the draft, never the page.
  }
}

function isDraft(value: unknown): value is Draft<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.owner === 'string' && typeof record.savedAt === 'number' && 'values' in record;
}

/** The draft of `key` when `owner` wrote it; a draft of someone else, or unreadable, is removed. */
export function readDraft<T>(
  key: string,
  owner: string,
  storage: Storage | null = defaultStorage(),
): Draft<T> | null {
  const text = storage?.getItem(key);
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!isDraft(parsed) || parsed.owner !== owner) {
    storage?.removeItem(key);
    return null;
  }
  return parsed as Draft<T>;
}

export function clearDraft(key: string, storage: Storage | null = defaultStorage()): void {
  storage?.removeItem(key);
}
