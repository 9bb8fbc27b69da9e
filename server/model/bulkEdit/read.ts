import type { components } from '../../../contract/schema.gen.ts';
import { requireDataUser } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../messages/errors.ts';
import { isoRequired } from '../common.ts';
import type { Slice } from '../dataset/list.ts';
import { itemOf, LISTED } from './apply.ts';
import { canUndoBatch } from './rules.ts';

type BulkEdit = components['schemas']['BulkEdit'];

export interface BatchRow {
  id: number;
  user_id: number | null;
  created_at: Date;
  operations: BulkEdit['operations'];
  dataset_count: number;
  undone_at: Date | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
}

const BATCH_SELECT = `select b.id, b.user_id, b.created_at, b.operations, b.dataset_count, b.undone_at,
  u.username, u.first_name, u.last_name from bulk_edit b left join app_user u on u.id = b.user_id`;

/** Only its author and the superuser see a batch: for anyone else it does not exist. */
const ownCondition = (user: CurrentUser) => (user.is_superuser ? 'true' : `b.user_id = ${Number(user.id)}`);

/** The batch, 404 when missing or another person's. */
export async function ownBatch(db: Queryable, user: CurrentUser, id: number): Promise<BatchRow> {
  const [row] = await db.query<BatchRow>(`${BATCH_SELECT} where b.id = $1 and ${ownCondition(user)}`, [id]);
  if (!row) throw notFound();
  return row;
}

/** The batch as the contract shows it, with its first datasets' changes in `locale`. */
export async function serialiseBatch(
  db: Queryable,
  user: CurrentUser,
  locale: string,
  row: BatchRow,
): Promise<BulkEdit> {
  const datasets = await db.query<{ id: number; display_name: string; before: object; after: object }>(
    `select d.id, d.display_name, bd.before, bd.after from bulk_edit_dataset bd
     join dataset d on d.id = bd.dataset_id where bd.bulk_edit_id = $1
     order by f_unaccent(d.display_name), d.id limit ${LISTED}`,
    [row.id],
  );
  return {
    id: row.id,
    created_at: isoRequired(row.created_at),
    user:
      row.user_id === null
        ? null
        : {
            id: row.user_id,
            username: row.username ?? '',
            first_name: row.first_name ?? '',
            last_name: row.last_name ?? '',
          },
    operations: row.operations,
    changed: row.dataset_count,
    undone_at: row.undone_at === null ? null : isoRequired(row.undone_at),
    can_undo: canUndoBatch(user, row),
    items: await Promise.all(datasets.map((dataset) => itemOf(db, user, locale, dataset))),
  };
}

/** The person's batches (everyone's for the superuser), newest first: their count and a page. */
export async function bulkEditList(db: Queryable, user: CurrentUser, locale: string) {
  requireDataUser(user);
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from bulk_edit b where ${ownCondition(user)}`,
  );
  const page = async (slice: Slice) => {
    const rows = await db.query<BatchRow>(
      `${BATCH_SELECT} where ${ownCondition(user)} order by b.id desc limit $1 offset $2`,
      [slice.pageSize, slice.offset],
    );
    return Promise.all(rows.map((row) => serialiseBatch(db, user, locale, row)));
  };
  return { count: count?.n ?? 0, page };
}
