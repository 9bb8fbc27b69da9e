import type { DatasetSnapshot } from '../dataset/versions.ts';
import { excerptPair, LIST_LIMIT } from './excerpt.ts';
import { FIELDS, type FieldKind } from './fields.ts';
import { plainText } from './plainText.ts';

/**
 * A value as a version keeps it, in no language: a text (a rich text as its plain text, a list of
 * keywords joined by ", ", a choice's code, extras as JSON), an id (a reference, a group, a
 * dataset) or ids (a list of references); null when empty. The history names the ids in the
 * reader's language, and only the datasets the reader sees, when it is read.
 */
export type StoredValue = string | number | number[] | null;

/** One field a save changed, as stored beside its version (dataset_version.changes, migration 017). */
export interface StoredChange {
  field: string;
  before: StoredValue;
  after: StoredValue;
  /** Present (true) when a value is an excerpt or a keyword list was cut. */
  truncated?: true;
  /** For the keywords: those the save added and removed. */
  added?: string[];
  removed?: string[];
}

/** Two snapshots to compare: `before` null for a dataset's first version. */
export interface SnapshotPair {
  before: DatasetSnapshot | null;
  after: DatasetSnapshot;
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
const id = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const names = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, sortedKeys(v)]),
  );
}

/**
 * A field's value reduced once to what is compared (`key`: equal keys, no change) and what is kept
 * (`value`). A rich text is reduced to its plain text once, by a linear pass (plainText).
 */
function reduced(kind: FieldKind, raw: unknown): { key: string; value: StoredValue } {
  switch (kind.kind) {
    case 'richText': {
      const text = typeof raw === 'string' ? plainText(raw) : '';
      return { key: text, value: text || null };
    }
    case 'references': {
      const sorted = [...ids(raw)].sort((a, b) => a - b);
      return { key: JSON.stringify(sorted), value: sorted.length > 0 ? sorted : null };
    }
    case 'keywords': {
      const list = names(raw);
      // A set: the same keywords in another order are no change.
      return { key: JSON.stringify([...list].sort()), value: list.length > 0 ? list.join(', ') : null };
    }
    case 'reference':
    case 'usergroup':
    case 'dataset':
      return { key: raw === null || raw === undefined ? '' : String(raw), value: id(raw) };
    case 'bounds': {
      // Stored as text ("west, south, east, north"): a list of numbers would read as reference ids.
      const text = Array.isArray(raw) && raw.length === 4 ? raw.map(Number).join(', ') : '';
      return { key: text, value: text || null };
    }
    case 'json': {
      const text = JSON.stringify(sortedKeys(raw ?? {}));
      return { key: text, value: text === '{}' ? null : text };
    }
    default: {
      const text = raw === null || raw === undefined || raw === '' ? '' : String(raw);
      return { key: text, value: text || null };
    }
  }
}

/** The keywords of `from` that `to` has not, in their order, at most LIST_LIMIT of them. */
function missing(from: string[], to: string[]): { list: string[]; cut: boolean } {
  const kept = new Set(to);
  const list = from.filter((name) => !kept.has(name));
  return { list: list.slice(0, LIST_LIMIT), cut: list.length > LIST_LIMIT };
}

/**
 * The fields that differ between two snapshots, with their values before and after as stored:
 * texts cut to excerpts around the difference, keywords as the ones added and removed. Linear in
 * the snapshots' size; in no language. Only the fields `only` names when given (a bulk edit's).
 */
export function storedChanges(pair: SnapshotPair, only?: readonly string[]): StoredChange[] {
  const changes: StoredChange[] = [];
  for (const [field, kind] of FIELDS) {
    if (only && !only.includes(field)) continue;
    const rawBefore = pair.before?.[field] ?? null;
    const rawAfter = pair.after[field] ?? null;
    // The same text is no change: most saves leave the long texts alone, and are not reduced then.
    if (typeof rawBefore === 'string' && rawBefore === rawAfter) continue;
    const before = reduced(kind, rawBefore);
    const after = reduced(kind, rawAfter);
    if (before.key === after.key) continue;
    const change: StoredChange = { field, before: before.value, after: after.value };
    if (typeof before.value === 'string' || typeof after.value === 'string') {
      const excerpt = excerptPair(
        typeof before.value === 'string' ? before.value : null,
        typeof after.value === 'string' ? after.value : null,
      );
      change.before = excerpt.before;
      change.after = excerpt.after;
      if (excerpt.truncated) change.truncated = true;
    }
    if (kind.kind === 'keywords') {
      const added = missing(names(rawAfter), names(rawBefore));
      const removed = missing(names(rawBefore), names(rawAfter));
      change.added = added.list;
      change.removed = removed.list;
      if (added.cut || removed.cut) change.truncated = true;
    }
    changes.push(change);
  }
  return changes;
}
