import type { components } from '../../../contract/schema.gen.ts';
import { canManageGroup, visibleDatasetCondition } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { Params } from '../../db/params.ts';
import { forbidden } from '../../messages/errors.ts';
import { one } from '../common.ts';

export interface DatasetRow {
  id: number;
  display_name: string;
  codename: string;
  description: string;
  thumbnail: string | null;
  categories: number[];
  topics: number[];
  kinds: number[];
  recommended_usage: string | null;
  restrictions: number[];
  usergroup_id: number;
  usergroup_display_name: string;
  license: number | null;
  granularity: number | null;
  geographical_coverage: components['schemas']['GeographicalCoverage'];
  /** [west, south, east, north] in WGS 84 degrees (issue 45), null when the dataset has none. */
  bounds: number[] | null;
  creation_date: string | null;
  last_review_date: string | null;
  publication_date: string;
  last_update_date: string;
  update_frequency: number | null;
  vintage_year: number | null;
  constitution_mode: string | null;
  record_type: number | null;
  parent_id: number | null;
  default_permission_level: components['schemas']['PermissionLevel'];
  publish: boolean | null;
  extras: Record<string, unknown>;
  last_modified: Date;
}

export const DATASET_SELECT = `select d.id, d.display_name, d.codename, d.description, d.thumbnail, d.categories, d.topics, d.kinds,
  d.recommended_usage, d.restrictions, d.usergroup_id, g.display_name as usergroup_display_name, d.license, d.granularity,
  d.geographical_coverage, d.bounds, d.creation_date, d.last_review_date, d.publication_date, d.last_update_date,
  d.update_frequency, d.vintage_year, d.constitution_mode, d.record_type, d.parent_id, d.default_permission_level,
  d.publish, d.extras, d.last_modified
  from dataset d join usergroup g on g.id = d.usergroup_id`;

export async function datasetRow(db: Queryable, id: number): Promise<DatasetRow> {
  return one<DatasetRow>(db, `${DATASET_SELECT} where d.id = $1`, [id]);
}

export async function canViewDataset(db: Queryable, user: CurrentUser, id: number): Promise<boolean> {
  const q = new Params();
  const visible = visibleDatasetCondition(user, q);
  const rows = await db.query(`select 1 from dataset d where d.id = ${q.p(id)} and ${visible}`, q.values);
  return rows.length > 0;
}

/** The dataset, 404 when missing, 403 when the user may not see it. */
export async function visibleDataset(db: Queryable, user: CurrentUser, id: number): Promise<DatasetRow> {
  const row = await datasetRow(db, id);
  if (!(await canViewDataset(db, user, id))) throw forbidden();
  return row;
}

/** The dataset, 404 when missing, 403 when the user may not change it. */
export async function editableDataset(db: Queryable, user: CurrentUser, id: number): Promise<DatasetRow> {
  const row = await datasetRow(db, id);
  if (!canManageGroup(user, row.usergroup_id)) throw forbidden();
  return row;
}

/** Records an event of the dataset's activity; answers the entry's id (a save then links its version). */
export async function addActivity(
  db: Queryable,
  datasetId: number,
  userId: number | null,
  action: string,
  description: string,
  bulkEditId: number | null = null,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into activity (dataset_id, user_id, action, description, bulk_edit_id)
     values ($1, $2, $3, $4, $5) returning id`,
    [datasetId, userId, action, description, bulkEditId],
  );
  if (!row) throw new Error('Activity not recorded');
  return row.id;
}
