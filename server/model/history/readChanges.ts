import type { components } from '../../../contract/schema.gen.ts';
import { visibleDatasetCondition } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { Params } from '../../db/params.ts';
import { say } from '../../messages/say.ts';
import { labelSql } from '../common.ts';
import { ENTRY_LIMIT, excerptPair } from './excerpt.ts';
import { type FieldKind, kindOf } from './fields.ts';
import type { StoredChange, StoredValue } from './storedChanges.ts';

export type FieldChange = components['schemas']['FieldChange'];

/** What a dataset the reader may not see is called instead of its name (audit T3-L3). */
const HIDDEN_DATASET = {
  fr: 'un jeu de données que vous ne pouvez pas voir',
  en: 'a dataset you cannot see',
  it: 'un set di dati che non puoi vedere',
};

/** The names of the references, user groups and datasets stored changes name, in `locale`. */
interface Names {
  /** By list and id (`topic:3`): an id is unique within its list only. */
  references: Map<string, string>;
  usergroups: Map<number, string>;
  datasets: Map<number, string>;
}

const ids = (value: StoredValue): number[] => (Array.isArray(value) ? value : []);
const id = (value: StoredValue): number | null => (typeof value === 'number' ? value : null);

/**
 * Reads the names in at most four queries whatever the number of changes: references, groups, and
 * datasets with whether the reader sees each (the visibility rule reads the reader's spheres).
 */
async function namesOf(
  db: Queryable,
  reader: CurrentUser,
  locale: string,
  values: [FieldKind, StoredValue][],
): Promise<Names> {
  const refIds = new Set<string>();
  const groupIds = new Set<number>();
  const datasetIds = new Set<number>();
  for (const [kind, value] of values) {
    if (kind.kind === 'references') for (const v of ids(value)) refIds.add(`${kind.list}:${v}`);
    const single = id(value);
    if (single === null) continue;
    if (kind.kind === 'reference') refIds.add(`${kind.list}:${single}`);
    if (kind.kind === 'usergroup') groupIds.add(single);
    if (kind.kind === 'dataset') datasetIds.add(single);
  }
  const names: Names = { references: new Map(), usergroups: new Map(), datasets: new Map() };
  if (refIds.size > 0) {
    const keys = [...refIds].map((key) => key.split(':'));
    const rows = await db.query<{ list: string; id: number; label: string }>(
      `select r.list, r.id, ${labelSql(locale, 'r')} as label from reference_item r
       join unnest($1::text[], $2::int[]) as k(list, id) on k.list = r.list and k.id = r.id`,
      [keys.map(([list]) => list), keys.map(([, key]) => Number(key))],
    );
    for (const row of rows) names.references.set(`${row.list}:${row.id}`, row.label);
  }
  if (groupIds.size > 0) {
    const rows = await db.query<{ id: number; name: string }>(
      'select id, display_name as name from usergroup where id = any($1::int[])',
      [[...groupIds]],
    );
    for (const row of rows) names.usergroups.set(row.id, row.name);
  }
  if (datasetIds.size > 0) {
    // A dataset the reader may not see is named by a placeholder (its name would leak through the
    // history of a dataset it was once the parent of); one that is gone reads by its number.
    const q = new Params();
    const wanted = q.p([...datasetIds]);
    const visible = visibleDatasetCondition(reader, q);
    const rows = await db.query<{ id: number; name: string | null }>(
      `select d.id, case when ${visible} then d.display_name end as name
       from dataset d where d.id = any(${wanted}::int[])`,
      q.values,
    );
    for (const row of rows) names.datasets.set(row.id, row.name ?? say(locale, HIDDEN_DATASET));
  }
  return names;
}

/** A name that is gone (a deleted reference, group or dataset) is read by its id. */
const named = <K>(names: Map<K, string>, key: K, id: number): string => names.get(key) ?? `n° ${id}`;

/** A stored value as people read it, in `locale`; null when empty. */
function readable(locale: string, kind: FieldKind, value: StoredValue, names: Names): string | null {
  if (value === null || value === '') return null;
  switch (kind.kind) {
    case 'references': {
      const labels = ids(value).map((v) => named(names.references, `${kind.list}:${v}`, v));
      return labels.length === 0 ? null : labels.sort((a, b) => a.localeCompare(b, locale)).join(', ');
    }
    case 'reference': {
      const single = id(value);
      return single === null ? null : named(names.references, `${kind.list}:${single}`, single);
    }
    case 'usergroup': {
      const single = id(value);
      return single === null ? null : named(names.usergroups, single, single);
    }
    case 'dataset': {
      const single = id(value);
      return single === null ? null : named(names.datasets, single, single);
    }
    case 'choice': {
      const label = kind.labels[String(value)];
      return label ? say(locale, label) : String(value);
    }
    case 'bounds':
      return readableBounds(locale, String(value));
    default:
      return String(value);
  }
}

/** Bounds as people read them: each side named, the numbers written in the reader's language. */
function readableBounds(locale: string, stored: string): string {
  const numbers = stored.split(',').map((part) => Number(part.trim()));
  if (numbers.length !== 4 || numbers.some((n) => Number.isNaN(n))) return stored;
  const [w, s, e, n] = numbers.map((v) => v.toLocaleString(locale, { maximumFractionDigits: 6 }));
  return say(locale, {
    fr: `Ouest ${w}, sud ${s}, est ${e}, nord ${n}`,
    en: `West ${w}, south ${s}, east ${e}, north ${n}`,
    it: `Ovest ${w}, sud ${s}, est ${e}, nord ${n}`,
  });
}

const sizeOf = (names: readonly string[] | undefined): number =>
  (names ?? []).reduce((sum, name) => sum + name.length, 0);

/** The first names of a list that fit in `room` characters. */
function fitting(names: readonly string[], room: number): string[] {
  const kept: string[] = [];
  let used = 0;
  for (const name of names) {
    if (used + name.length > room) break;
    kept.push(name);
    used += name.length;
  }
  return kept;
}

/**
 * An entry's changes within ENTRY_LIMIT characters of values and names: the fields in the form's
 * order keep theirs while they fit, the next ones are cut to what is left (flagged truncated).
 */
function withinEntryLimit(changes: FieldChange[]): FieldChange[] {
  let left = ENTRY_LIMIT;
  return changes.map((change) => {
    const size =
      (change.before?.length ?? 0) +
      (change.after?.length ?? 0) +
      sizeOf(change.added) +
      sizeOf(change.removed);
    if (size <= left) {
      left -= size;
      return change;
    }
    const valueRoom = Math.floor(left / (change.added || change.removed ? 4 : 2));
    const values = excerptPair(change.before, change.after, valueRoom);
    left -= (values.before?.length ?? 0) + (values.after?.length ?? 0);
    const cut: FieldChange = { ...change, before: values.before, after: values.after, truncated: true };
    if (change.added) {
      cut.added = fitting(change.added, Math.floor(left / 2));
      left -= sizeOf(cut.added);
    }
    if (change.removed) {
      cut.removed = fitting(change.removed, left);
      left -= sizeOf(cut.removed);
    }
    left = Math.max(0, left);
    return cut;
  });
}

/**
 * Stored changes as people read them, in `locale` and for `reader`: ids named (at most four
 * queries for all the entries), values bounded (an excerpt of a long list of labels; an entry at
 * most ENTRY_LIMIT characters).
 */
export async function readChanges(
  db: Queryable,
  reader: CurrentUser,
  locale: string,
  entries: readonly (readonly StoredChange[])[],
): Promise<FieldChange[][]> {
  const values = entries.flatMap((changes) =>
    changes.flatMap((change): [FieldKind, StoredValue][] => [
      [kindOf(change.field), change.before],
      [kindOf(change.field), change.after],
    ]),
  );
  const names = await namesOf(db, reader, locale, values);
  return entries.map((changes) =>
    withinEntryLimit(
      changes.map((change) => {
        const kind = kindOf(change.field);
        const excerpt = excerptPair(
          readable(locale, kind, change.before, names),
          readable(locale, kind, change.after, names),
        );
        const read: FieldChange = { field: change.field, before: excerpt.before, after: excerpt.after };
        if (change.truncated || excerpt.truncated) read.truncated = true;
        if (change.added) read.added = change.added;
        if (change.removed) read.removed = change.removed;
        return read;
      }),
    ),
  );
}
