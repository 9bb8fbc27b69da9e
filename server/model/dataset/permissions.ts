import type { QueryOf } from '../../../contract/operations.ts';
import type { components } from '../../../contract/schema.gen.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { orderBy } from '../../db/ordering.ts';
import { Params } from '../../db/params.ts';
import { HttpError } from '../../messages/errors.ts';
import { checkExists, labelSql, searchCondition } from '../common.ts';
import { optionalString, stringList } from '../queryValues.ts';
import { addActivity } from './datasets.ts';
import type { Slice } from './list.ts';
import {
  type CurrentRow,
  type PermissionImpact,
  permissionImpact,
  planPermissionLevel,
} from './permissionPlan.ts';

type PermissionFilters = Omit<QueryOf<'listDatasetPermissions'>, 'dataset_id' | 'page' | 'page_size'>;
type PermissionRow = Omit<components['schemas']['DatasetPermission'], 'dataset'>;
type PermissionAction = QueryOf<'setDatasetPermissionLevel'>['action'];
type Level = components['schemas']['PermissionLevelChange'];

/**
 * The active user groups with the access level each has on the dataset (`none` without one), the
 * organisation's type and convention for organisations: their count, and the rows of a page.
 */
export async function datasetPermissionList(
  db: Queryable,
  locale: string,
  datasetId: number,
  filters: PermissionFilters,
) {
  const q = new Params();
  const datasetParam = q.p(datasetId);
  const where = ['g.status = 2'];
  const types = stringList(filters.usergroup_type);
  if (types) where.push(`g.usergroup_type = any(${q.p(types)}::text[])`);
  if (filters.organisation_type_id !== undefined)
    where.push(`g.organisation_type = ${q.p(filters.organisation_type_id)}`);
  if (filters.level !== undefined) where.push(`coalesce(p.level, 'none') = ${q.p(filters.level)}`);
  const search = searchCondition(
    "g.display_name || ' ' || coalesce(g.acronym, '')",
    optionalString(filters.search),
    (v) => q.p(v),
  );
  if (search) where.push(search);
  const from = `from usergroup g left join dataset_permission p on p.usergroup_id = g.id and p.dataset_id = ${datasetParam}
    left join reference_item ot on ot.list = 'organisation_type' and ot.id = g.organisation_type`;
  const clause = `where ${where.join(' and ')}`;
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n ${from} ${clause}`, q.values);
  const ordering = orderBy(
    filters.ordering,
    {
      name: 'f_unaccent(g.display_name)',
      type: 'g.usergroup_type',
      organisation_type: `f_unaccent(${labelSql(locale, 'ot')})`,
      signed_convention: 'g.convention_signed',
      level: "array_position(array['none','search','consultation','download'], coalesce(p.level, 'none'))",
    },
    'f_unaccent(g.display_name)',
    'g.id',
  );
  const page = async (slice: Slice) => {
    const rows = await db.query<PermissionRow>(
      `select g.id, g.display_name as name, g.usergroup_type as type,
         case when g.usergroup_type = 'organisation' then g.organisation_type end as organisation_type_id,
         case when g.usergroup_type = 'organisation' then ${labelSql(locale, 'ot')} end as organisation_type,
         case when g.usergroup_type = 'organisation' then g.convention_signed end as signed_convention,
         coalesce(p.level, 'none') as level
       ${from} ${clause} ${ordering} limit ${q.p(slice.pageSize)} offset ${q.p(slice.offset)}`,
      q.values,
    );
    return rows.map((row) => ({ ...row, dataset: datasetId }));
  };
  return { count: count?.n ?? 0, page };
}

/** The level a `set_permission_level_<level>` action gives. */
const levelOf = (action: PermissionAction): Level => {
  const levels: Record<PermissionAction, Level> = {
    set_permission_level_none: 'none',
    set_permission_level_search: 'search',
    set_permission_level_consultation: 'consultation',
    set_permission_level_download: 'download',
  };
  return levels[action];
};

/** 400 on `usergroup_ids` naming each id that is no user group. */
function checkGroups(ids: readonly number[], known: readonly CurrentRow[]): void {
  const unknown = ids.filter((id) => !known.some((row) => row.id === id));
  if (unknown.length > 0) {
    throw new HttpError(400, {
      usergroup_ids: unknown.map((id) => `Invalid pk "${id}" - object does not exist.`),
    });
  }
}

/** The selected user groups with their level on the dataset now (`none` without a special right). */
async function currentRows(db: Queryable, datasetId: number, usergroupIds: readonly number[]) {
  const rows = await db.query<CurrentRow>(
    `select g.id, g.display_name as name, g.usergroup_type as type, coalesce(p.level, 'none') as level
     from usergroup g left join dataset_permission p on p.usergroup_id = g.id and p.dataset_id = $1
     where g.id = any($2::int[])`,
    [datasetId, [...usergroupIds]],
  );
  checkGroups(usergroupIds, rows);
  return rows;
}

/** What the action would do to the selected rows, read from the rows as they are; changes nothing. */
export async function previewPermissionLevel(
  db: Queryable,
  datasetId: number,
  usergroupIds: readonly number[],
  action: PermissionAction,
): Promise<PermissionImpact> {
  const plan = planPermissionLevel(await currentRows(db, datasetId, usergroupIds), levelOf(action));
  return permissionImpact(action, plan);
}

/**
 * Gives the groups the action's level on the dataset (`none` takes theirs away): applies the plan
 * its preview shows, read in the same transaction, to the rows whose level changes; answers how many.
 */
export async function setPermissionLevel(
  db: Database,
  userId: number,
  datasetId: number,
  usergroupIds: number[],
  action: PermissionAction,
): Promise<number> {
  const level = levelOf(action);
  return db.transaction(async (tx) => {
    const plan = planPermissionLevel(await currentRows(tx, datasetId, usergroupIds), level);
    const changed = plan.filter((row) => row.effect !== 'keep').map((row) => row.id);
    if (changed.length === 0) return 0;
    if (level === 'none') {
      await tx.query(
        'delete from dataset_permission where dataset_id = $1 and usergroup_id = any($2::int[])',
        [datasetId, changed],
      );
    } else {
      await tx.query(
        `insert into dataset_permission (dataset_id, usergroup_id, level) select $1, unnest($2::int[]), $3
         on conflict (dataset_id, usergroup_id) do update set level = excluded.level`,
        [datasetId, changed, level],
      );
    }
    await addActivity(
      tx,
      datasetId,
      userId,
      'permissions',
      `Droits « ${level} » pour ${changed.length} groupe(s).`,
    );
    return changed.length;
  });
}

/** The dataset a permission action names: 400 on `dataset_id` when it does not exist. */
export const checkPermissionDataset = (db: Queryable, datasetId: number): Promise<void> =>
  checkExists(db, 'dataset', 'dataset_id', datasetId);
