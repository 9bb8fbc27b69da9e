import type { Queryable } from '../db/database.ts';
import type { Params } from '../db/params.ts';
import { HttpError, notFound } from '../messages/errors.ts';

export const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

export const isoRequired = (value: Date | string): string => new Date(value).toISOString();

/** The one row of a query, else 404. */
export async function one<T>(db: Queryable, sql: string, params: unknown[], what = 'Not found.'): Promise<T> {
  const [row] = await db.query<T>(sql, params);
  if (!row) throw notFound(what);
  return row;
}

/**
 * The SQL of a reference label (`reference_item`, `data_format`) in the request's language, French
 * when the item has no translation: Django's translated choices, with French as the default.
 */
export const labelSql = (locale: string, alias: string): string =>
  locale === 'en' || locale === 'it'
    ? `coalesce(${alias}.label_${locale}, ${alias}.label)`
    : `${alias}.label`;

/** A reference list as the contract shows it: `[{id, label}]`, sorted by the label of the locale. */
export async function referenceList(
  db: Queryable,
  list: string,
  locale: string,
): Promise<{ id: number; label: string }[]> {
  const label = labelSql(locale, 'r');
  return db.query<{ id: number; label: string }>(
    `select r.id, ${label} as label from reference_item r where r.list = $1
     order by f_unaccent(${label}), ${label}, r.id`,
    [list],
  );
}

/** 400 on `field` unless every id is in the reference list. */
export async function checkReferences(
  db: Queryable,
  list: string,
  field: string,
  ids: (number | null | undefined)[] | number | null | undefined,
): Promise<void> {
  const values = (Array.isArray(ids) ? ids : [ids]).filter((id): id is number => typeof id === 'number');
  if (values.length === 0) return;
  const rows = await db.query<{ id: number }>(
    'select id from reference_item where list = $1 and id = any($2::int[])',
    [list, values],
  );
  const known = new Set(rows.map((row) => row.id));
  const unknown = values.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new HttpError(400, { [field]: unknown.map((id) => `Invalid pk "${id}" - object does not exist.`) });
  }
}

/** 400 on `field` unless the row exists in `table`. */
export async function checkExists(
  db: Queryable,
  table: string,
  field: string,
  id: number | null | undefined,
): Promise<void> {
  if (id === null || id === undefined) return;
  const rows = await db.query(`select 1 from ${table} where id = $1`, [id]);
  if (rows.length === 0)
    throw new HttpError(400, { [field]: [`Invalid pk "${id}" - object does not exist.`] });
}

/** Accent- and case-insensitive search: every word must appear in the expression. */
export function searchCondition(
  expression: string,
  search: string | undefined,
  p: (value: unknown) => string,
): string | null {
  if (!search) return null;
  const words = search.split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  return words
    .map(
      (word) =>
        `f_unaccent(${expression}) like '%' || f_unaccent(${p(word.replace(/[%_\\]/g, '\\$&'))}) || '%'`,
    )
    .join(' and ');
}

/** Lower-case ASCII slug: accents removed, non-alphanumerics to hyphens, edges trimmed. */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The codename of an object named `name` that was sent none: its slug, within the contract's 100 characters. */
export const codenameOf = (name: string): string => slugify(name).slice(0, 100);

/** Which rows of a list a page holds; HTTP decides it (`pageRequest`) once the count is known. */
export interface PageSlice {
  pageSize: number;
  offset: number;
}

/** A page of rows with the count of the whole list and the slice that was asked for. */
export interface Page<T, S extends PageSlice> {
  count: number;
  slice: S;
  rows: T[];
}

/**
 * One page of `select <columns> <from> <clause> <order>`: the list's count first, then the rows of
 * the slice `sliceOf(count)` chooses (it may refuse a page past the last one). `q` holds the
 * clause's values; the limit and offset are added to it.
 */
export async function selectPage<T, S extends PageSlice>(
  db: Queryable,
  query: { columns: string; from: string; clause: string; order: string },
  q: Params,
  sliceOf: (count: number) => S,
): Promise<Page<T, S>> {
  const [counted] = await db.query<{ n: number }>(
    `select count(*)::int as n ${query.from} ${query.clause}`,
    q.values,
  );
  const count = counted?.n ?? 0;
  const slice = sliceOf(count);
  const rows = await db.query<T>(
    `select ${query.columns} ${query.from} ${query.clause} ${query.order}
     limit ${q.p(slice.pageSize)} offset ${q.p(slice.offset)}`,
    q.values,
  );
  return { count, slice, rows };
}

/** `where a and b`, or nothing when there is no condition. */
export const whereClause = (conditions: string[]): string =>
  conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';

/**
 * The request's body, read when called. Reading it validates it, so a rule that first looks its
 * object up (404) and checks the permission (403) reads it after them: its 400 comes last, as with
 * DRF's `get_object`.
 */
export type BodyReader<T> = () => T;

/** `path` (starting with `/`) made absolute on the request's origin; null stays null. */
export function absoluteUrl(origin: string, path: string | null): string | null {
  return path === null ? null : `${origin}${path}`;
}
