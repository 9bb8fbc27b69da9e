import type { components } from '../../contract/schema.gen.ts';
import type { Queryable } from '../db/database.ts';
import { MESSAGES } from '../http/catalogue/index.ts';
import { isoRequired } from './common.ts';
import type { Slice } from './datasetList.ts';

type ActivityEntry = components['schemas']['ActivityEntry'];

interface ActivityRow {
  id: number;
  date: Date;
  action: string;
  description: string;
  user_id: number | null;
  username: string;
  first_name: string;
  last_name: string;
}

/** The dataset's activity, the latest first: its count, and the entries of a page in `locale`. */
export async function datasetActivity(db: Queryable, datasetId: number, locale: string) {
  const [count] = await db.query<{ n: number }>(
    'select count(*)::int as n from activity where dataset_id = $1',
    [datasetId],
  );
  const page = async (slice: Slice): Promise<ActivityEntry[]> => {
    const rows = await db.query<ActivityRow>(
      `select a.id, a.date, a.action, a.description, a.user_id, u.username, u.first_name, u.last_name
       from activity a left join app_user u on u.id = a.user_id where a.dataset_id = $1
       order by a.date desc, a.id desc limit $2 offset $3`,
      [datasetId, slice.pageSize, slice.offset],
    );
    return rows.map((row) => ({
      id: row.id,
      date: isoRequired(row.date),
      // Names only: whoever sees the dataset reads its activity (security audit L1).
      user:
        row.user_id === null
          ? null
          : { id: row.user_id, username: row.username, first_name: row.first_name, last_name: row.last_name },
      action: row.action,
      // Written in French when it happened; read in the request's language (decision 0013).
      description: MESSAGES.translate(locale, row.description),
    }));
  };
  return { count: count?.n ?? 0, page };
}
