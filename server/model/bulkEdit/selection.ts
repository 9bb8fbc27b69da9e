import type { components } from '../../../contract/schema.gen.ts';
import { canManageGroup, editableDatasetCondition } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { Params } from '../../db/params.ts';
import { forbidden, HttpError, notFound } from '../../messages/errors.ts';
import { say } from '../../messages/say.ts';
import { type DatasetFilters, datasetFilters } from '../dataset/list.ts';
import { prepareQualityFixFilter } from '../quality/fixFilter.ts';
import { optionalString } from '../queryValues.ts';
import type { BulkDataset } from './plan.ts';

type BulkEditSelection = components['schemas']['BulkEditSelection'];
type BulkFilters = NonNullable<BulkEditSelection['filters']>;

/** The most datasets one batch may change: one transaction, one undo, a bounded answer time. */
export const MAX_BULK_EDIT = 10_000;

/** What a selection names: how many datasets, how many left alone, and the ids of those to edit. */
export interface Selected {
  matched: number;
  readOnly: number;
  ids: number[];
}

/**
 * The datasets a bulk edit works on. By `ids`: each must exist (404) and be one the person may
 * change (403), so that a crafted request reaches nothing else. By `filters`: the dataset list's own
 * conditions (datasetFilters, so "all N matching" is the list's N), of which the datasets the person
 * may only see are counted in `readOnly`. More than MAX_BULK_EDIT to edit: 400.
 */
export async function selectDatasets(
  db: Queryable,
  user: CurrentUser,
  locale: string,
  selection: BulkEditSelection,
): Promise<Selected> {
  const selected = selection.ids
    ? await byIds(db, user, selection.ids)
    : await byFilters(db, user, locale, selection.filters ?? {});
  if (selected.ids.length > MAX_BULK_EDIT) {
    throw new HttpError(400, {
      code: 'bulk_edit_too_large',
      selection: [
        say(locale, {
          fr: `Une modification en lot porte sur ${MAX_BULK_EDIT.toLocaleString('fr')} jeux de données au plus : affinez la sélection.`,
          en: `A bulk edit changes at most ${MAX_BULK_EDIT.toLocaleString('en')} datasets: narrow the selection.`,
          it: `Una modifica in blocco riguarda al massimo ${MAX_BULK_EDIT.toLocaleString('it')} dataset: restringere la selezione.`,
        }),
      ],
    });
  }
  return selected;
}

async function byIds(db: Queryable, user: CurrentUser, ids: number[]): Promise<Selected> {
  const rows = await db.query<{ id: number; usergroup_id: number }>(
    'select id, usergroup_id from dataset where id = any($1::int[])',
    [ids],
  );
  if (rows.length < new Set(ids).size) throw notFound();
  if (rows.some((row) => !canManageGroup(user, row.usergroup_id))) throw forbidden();
  return { matched: rows.length, readOnly: 0, ids: rows.map((row) => row.id) };
}

/**
 * The list's filters as the list reads its query, without its paging and ordering (which select
 * nothing). The contract has checked them as the list's parameters; `publish` comes as the URL
 * writes it and is read as the list's boolean, else it would select nothing (every dataset).
 */
function filtersOf(filters: BulkFilters): DatasetFilters {
  const { page: _page, page_size: _size, ordering: _ordering, publish, ...rest } = filters;
  return { ...rest, ...(publish === undefined ? {} : { publish: publish === 'true' }) } as DatasetFilters;
}

async function byFilters(
  db: Queryable,
  user: CurrentUser,
  locale: string,
  filters: BulkFilters,
): Promise<Selected> {
  await prepareQualityFixFilter(db, locale, optionalString(filters.quality_fix));
  const q = new Params();
  const where = datasetFilters(user, filtersOf(filters), q);
  const editable = editableDatasetCondition(user, q);
  const [counts] = await db.query<{ matched: number; editable: number }>(
    `select count(*)::int as matched, count(*) filter (where ${editable})::int as editable from dataset d ${where}`,
    q.values,
  );
  const matched = counts?.matched ?? 0;
  const editableCount = counts?.editable ?? 0;
  // Past the limit the ids are not read: the selection is refused whatever they are.
  const rows = await db.query<{ id: number }>(
    `select d.id from dataset d ${where} and ${editable} order by d.id limit ${MAX_BULK_EDIT + 1}`,
    q.values,
  );
  return { matched, readOnly: matched - editableCount, ids: rows.map((row) => row.id) };
}

/**
 * The values a bulk edit reads and writes of these datasets, by name. `lock`: inside the apply's
 * transaction, so that no save slips between the plan and the writes.
 */
export async function bulkValues(db: Queryable, ids: number[], lock = false): Promise<BulkDataset[]> {
  if (ids.length === 0) return [];
  return db.query<BulkDataset>(
    `select d.id, d.display_name, d.license, d.update_frequency, coalesce(d.topics, '{}') as topics,
       coalesce((select array_agg(t.name order by dt.position) from dataset_tag dt
                 join tag t on t.id = dt.tag_id where dt.dataset_id = d.id), '{}') as tags
     from dataset d where d.id = any($1::int[]) order by f_unaccent(d.display_name), d.id
     ${lock ? 'for update' : ''}`,
    [ids],
  );
}
