import { canAdministerGroup } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { forbidden, HttpError, notFound } from '../../messages/errors.ts';
import type { BodyReader } from '../common.ts';
import { GROUP_COLUMNS, type GroupRow, groupRow, groupSummary } from './usergroups.ts';

// Links between groups: a parent above, children below, never a cycle (finding L3).

/** Whether linking `parent` above `child` would make a cycle. */
async function wouldCycle(db: Queryable, parent: number, child: number): Promise<boolean> {
  if (parent === child) return true;
  const rows = await db.query(
    `with recursive up(id) as (select $1::int union select l.parent_id from usergroup_link l join up on l.child_id = up.id)
     select 1 from up where id = $2`,
    [parent, child],
  );
  return rows.length > 0;
}

/**
 * A link between two groups changes both (finding L3): the child's members inherit the parent's
 * special dataset rights, and the parent lists the child. Only who administers both ends, or a
 * superuser, makes or undoes it.
 */
function requireLinkAdministrator(user: CurrentUser, parent: number, child: number): void {
  if (!canAdministerGroup(user, parent) || !canAdministerGroup(user, child)) throw forbidden();
}

/**
 * Links the group `id` below (`field` 'parent_id') or above ('child_id') the group the body names; answers
 * the other group's summary. Errors on the body name `field`.
 */
export async function linkGroups(
  db: Queryable,
  user: CurrentUser,
  id: number,
  field: 'parent_id' | 'child_id',
  readOther: BodyReader<number>,
) {
  await groupRow(db, id);
  // Whoever does not administer the group of the path is refused before the body is read.
  if (!canAdministerGroup(user, id)) throw forbidden();
  const other = readOther();
  const [parent, child] = field === 'parent_id' ? [other, id] : [id, other];
  const [target] = await db.query<GroupRow>(`select ${GROUP_COLUMNS} from usergroup g where g.id = $1`, [
    other,
  ]);
  if (!target) throw new HttpError(400, { [field]: [`Invalid pk "${other}" - object does not exist.`] });
  requireLinkAdministrator(user, parent, child);
  if (await wouldCycle(db, parent, child))
    throw new HttpError(400, { [field]: ['This link would make a cycle.'] });
  await db.query('insert into usergroup_link (parent_id, child_id) values ($1, $2) on conflict do nothing', [
    parent,
    child,
  ]);
  return groupSummary(target);
}

/** Undoes the link of `parent` above `child`; `id` is the group of the path (404 if unknown). */
export async function unlinkGroups(
  db: Queryable,
  user: CurrentUser,
  id: number,
  parent: number,
  child: number,
): Promise<void> {
  await groupRow(db, id);
  requireLinkAdministrator(user, parent, child);
  const rows = await db.query(
    'delete from usergroup_link where parent_id = $1 and child_id = $2 returning parent_id',
    [parent, child],
  );
  if (rows.length === 0) throw notFound();
}

/** The groups directly above (`parents`) or below (`children`) the group `id`, by name. */
export async function linkedGroups(db: Queryable, id: number, direction: 'parents' | 'children') {
  await groupRow(db, id);
  const rows = await db.query<GroupRow>(
    direction === 'parents'
      ? `select ${GROUP_COLUMNS} from usergroup g join usergroup_link l on l.parent_id = g.id where l.child_id = $1 order by g.display_name`
      : `select ${GROUP_COLUMNS} from usergroup g join usergroup_link l on l.child_id = g.id where l.parent_id = $1 order by g.display_name`,
    [id],
  );
  return rows.map(groupSummary);
}
