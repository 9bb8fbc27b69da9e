import type { components } from '../../../contract/schema.gen.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../messages/errors.ts';
import { one } from '../common.ts';

export type UserGroupType = components['schemas']['UserGroupType'];
type UserGroupSummary = components['schemas']['UserGroupSummary'];

export const groupSummary = (row: {
  id: number;
  display_name: string;
  usergroup_type: UserGroupType;
}): UserGroupSummary => ({
  id: row.id,
  display_name: row.display_name,
  usergroup_type: row.usergroup_type,
});

export interface GroupRow {
  id: number;
  name: string;
  display_name: string;
  description: string | null;
  usergroup_type: UserGroupType;
  status: number;
  thumbnail: string | null;
  creation_date: Date;
}

export const GROUP_COLUMNS =
  'g.id, g.name, g.display_name, g.description, g.usergroup_type, g.status, g.thumbnail, g.creation_date';

/** The group `id`, else 404. */
export async function groupRow(db: Queryable, id: number): Promise<GroupRow> {
  return one<GroupRow>(db, `select ${GROUP_COLUMNS} from usergroup g where g.id = $1`, [id]);
}

/** 400 while the group `id` (a group or an organisation, as `noun` says) still owns datasets. */
export async function refuseWhileOwningDatasets(
  db: Queryable,
  id: number,
  noun: 'group' | 'organisation',
): Promise<void> {
  const [datasets] = await db.query<{ n: number }>(
    'select count(*)::int as n from dataset where usergroup_id = $1',
    [id],
  );
  const owned = datasets?.n ?? 0;
  if (owned > 0) {
    throw new HttpError(400, {
      // Each sentence whole, as the message catalogue knows it.
      non_field_errors: [
        noun === 'group'
          ? `The group owns ${owned} dataset(s); move or delete them first.`
          : `The organisation owns ${owned} dataset(s); move or delete them first.`,
      ],
    });
  }
}
