import type { QueryOf } from '../../../contract/operations.ts';
import { editableDatasetCondition, visibleDatasetCondition } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { orderBy } from '../../db/ordering.ts';
import { Params } from '../../db/params.ts';
import { searchCondition } from '../common.ts';
import { qualityFixCondition } from '../quality/fixFilter.ts';
import { idList, optionalBool, optionalString } from '../queryValues.ts';
import { DATASET_SELECT, type DatasetRow } from './datasets.ts';
import { visibleDatasetCount } from './listCount.ts';

/** The search and filters the dataset list and its ODL export share. */
export type DatasetFilters = QueryOf<'exportDatasetsOdl'> & {
  /** The list's extension filter (issue 51): checked and made current by prepareQualityFixFilter first. */
  quality_fix?: string | undefined;
};

/** A page of a list: how many rows, from which. */
export interface Slice {
  pageSize: number;
  offset: number;
}

export const DATASET_ORDERING: Record<string, string> = {
  last_modified: 'd.last_modified',
  display_name: 'f_unaccent(d.display_name)',
  usergroup__display_name: 'f_unaccent(g.display_name)',
  creation_date: 'd.creation_date',
  publish: 'coalesce(d.publish, true)',
};

/** ORDER BY of the list and the export: the ordering asked for, the latest changed first otherwise. */
export const datasetOrdering = (ordering: string | undefined): string =>
  orderBy(ordering, DATASET_ORDERING, 'd.last_modified desc', 'd.id');

/** WHERE clause of the dataset list and export: visibility, search and filters. */
export function datasetFilters(user: CurrentUser, filters: DatasetFilters, q: Params): string {
  return `where ${datasetConditions(user, filters, q).join(' and ')}`;
}

/** The conditions of datasetFilters: visibility first, then one per search or filter asked. */
function datasetConditions(user: CurrentUser, filters: DatasetFilters, q: Params): string[] {
  const where = [visibleDatasetCondition(user, q)];
  const search = optionalString(filters.search);
  if (search) {
    // The name test on the dataset itself (its trigram index) or the ids of the datasets whose tag
    // matches, as an array: both are index conditions that PostgreSQL ORs into one bitmap, so the
    // count reads the matches only, and a page may walk an ordering's index and stop at its rows
    // (`in (subquery)` under an `or` is checked against every dataset of the table instead).
    const byName = searchCondition('d.display_name', search, (v) => q.p(v));
    const byTag = searchCondition('t.name', search, (v) => q.p(v));
    where.push(
      `((${byName}) or d.id = any(array(select dt.dataset_id from dataset_tag dt join tag t on t.id = dt.tag_id where ${byTag})))`,
    );
  }
  const oneOf: [string | undefined, string][] = [
    [filters.usergroup_id, 'd.usergroup_id'],
    [filters.record_type, 'd.record_type'],
    [filters.license, 'd.license'],
  ];
  for (const [value, column] of oneOf) {
    const ids = idList(value);
    if (ids) where.push(`${column} = any(${q.p(ids)}::int[])`);
  }
  const overlapping: [string | undefined, string][] = [
    [filters.categories, 'd.categories'],
    [filters.topics, 'd.topics'],
    [filters.kinds, 'd.kinds'],
  ];
  for (const [value, column] of overlapping) {
    const ids = idList(value);
    if (ids) where.push(`${column} && ${q.p(ids)}::int[]`);
  }
  const publish = optionalBool(filters.publish);
  if (publish === true) where.push('d.publish is not false');
  if (publish === false) where.push('d.publish is false');
  const qualityFix = optionalString(filters.quality_fix);
  if (qualityFix) where.push(qualityFixCondition(qualityFix, q));
  return where;
}

/** How many datasets the user sees, and how many of them they may change. */
export async function datasetCounts(db: Queryable, user: CurrentUser) {
  const q = new Params();
  const visible = visibleDatasetCondition(user, q);
  const editable = editableDatasetCondition(user, q);
  const [row] = await db.query<{ total: number; editable: number }>(
    `select count(*) filter (where ${visible})::int as total, count(*) filter (where ${visible} and ${editable})::int as editable
     from dataset d`,
    q.values,
  );
  const total = row?.total ?? 0;
  const editableCount = row?.editable ?? 0;
  return { total, editable: editableCount, viewable: total - editableCount };
}

/** The datasets the user sees that pass the filters: their count, and the rows of a page of them. */
export async function datasetList(db: Queryable, user: CurrentUser, filters: DatasetFilters) {
  const q = new Params();
  const conditions = datasetConditions(user, filters, q);
  const clause = `where ${conditions.join(' and ')}`;
  // Without search or filter, the count of the visible datasets is read from their tally.
  // Otherwise counted on the datasets alone: the filters read only `d`, and every dataset has its
  // organisation (usergroup_id is not null), so the join of the page would not change the count.
  const count =
    conditions.length === 1
      ? await visibleDatasetCount(db, user)
      : ((await db.query<{ n: number }>(`select count(*)::int as n from dataset d ${clause}`, q.values))[0]
          ?.n ?? 0);
  return {
    count,
    page: (slice: Slice, ordering: string | undefined) => {
      const term = typeof ordering === 'string' ? ordering.trim() : '';
      const sql =
        BY_ORGANISATION.has(term) &&
        !optionalString(filters.search) &&
        slice.offset + slice.pageSize <= ORGANISATION_WINDOW
          ? pageByOrganisation(clause, term, slice, q)
          : `${DATASET_SELECT} ${clause} ${datasetOrdering(ordering)}
             limit ${q.p(slice.pageSize)} offset ${q.p(slice.offset)}`;
      return db.query<DatasetRow>(sql, q.values);
    },
  };
}

/** The orderings by organisation name alone, served by pageByOrganisation when the page is near. */
const BY_ORGANISATION = new Set(['usergroup__display_name', '-usergroup__display_name']);
const ORGANISATION_WINDOW = 10_000;

/**
 * A page ordered by organisation name, then id. Sorting every visible dataset by a column of
 * another table grows with the table; the page is among the first `offset + size` datasets (by id)
 * of each organisation, which the index (usergroup_id, id) hands out, so only those are sorted: the
 * same rows in the same order, at a cost that grows with the page and the number of organisations.
 * Not used with a search, whose matches are few and better sorted once found.
 */
function pageByOrganisation(clause: string, ordering: string, slice: Slice, q: Params): string {
  const candidates = orderBy(ordering, DATASET_ORDERING, 'd.last_modified desc', 'candidate.id');
  return `${DATASET_SELECT} where d.id in (
      select candidate.id from usergroup g cross join lateral (
        select d.id from dataset d ${clause} and d.usergroup_id = g.id
        order by d.id limit ${q.p(slice.offset + slice.pageSize)}) candidate
      ${candidates} limit ${q.p(slice.pageSize)} offset ${q.p(slice.offset)})
    ${datasetOrdering(ordering)}`;
}
