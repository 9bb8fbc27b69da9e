/**
 * Form drafts: what a person typed, kept in the tab's session storage when their session ends in the
 * middle of an edit, so the form comes back with it after they sign in again. Session storage survives
 * the round trip to the login service in the same tab and is gone when the tab closes; each draft names
 * its owner so nobody else signing in on that tab gets it.
 */

import { type Draft, type DraftReason, defaultStorage, saveDraft } from './draftSaving';

export { type Draft, type DraftReason, saveDraft };

const PREFIX = 'publish.draft:';

/**
 * The storage key of a form: its name and the place it is on, which names the object edited (e.g.
 * `/accounts/users/12/`, `/data/datasets/4/?resource=7`). The place is where signing in brings the
 * person back, so the form finds its draft there.
 */
export function draftKey(form: string, place: string): string {
  return `${PREFIX}${form}:${place}`;
}

/** The place of a browser location for draftKey, without the application's root and locale. */
export function draftPlaceOf(location: Pick<Location, 'pathname' | 'search'>): string {
  return `${location.pathname.replace(/^\/publish\/[a-z]{2}(?=\/)/, '')}${location.search}`;
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

/**
 * The names of the forms whose draft `owner` left at `place`, among those whose names begin with
 * `prefix`: a page opens such a form again (a dialog, an editor shown on demand) so its draft comes back.
 */
export function draftNamesAt(
  prefix: string,
  place: string,
  owner: string,
  storage: Storage | null = defaultStorage(),
): string[] {
  if (!storage) return [];
  const start = `${PREFIX}${prefix}`;
  const end = `:${place}`;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(start) && key.endsWith(end)) keys.push(key);
  }
  // Read after listing: reading removes the drafts of someone else, which would shift the indexes.
  return keys
    .filter((key) => readDraft(key, owner, storage) !== null)
    .map((key) => key.slice(PREFIX.length, key.length - end.length));
}
