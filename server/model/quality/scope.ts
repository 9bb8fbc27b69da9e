import { canManageGroup, requireSuperuser } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { forbidden, notFound } from '../../messages/errors.ts';

/**
 * Whose datasets a quality summary covers: the platform's (superuser only) or one organisation's
 * (whoever may edit its datasets: a role in it, or the superuser). Checked before any score is
 * read: the summary tells how many datasets an organisation has, private ones included.
 */
export async function summaryScope(
  db: Queryable,
  user: CurrentUser,
  usergroupId: number | undefined,
): Promise<number | null> {
  if (usergroupId === undefined) {
    requireSuperuser(user);
    return null;
  }
  const [group] = await db.query<{ id: number }>(
    `select id from usergroup where id = $1 and usergroup_type = 'organisation'`,
    [usergroupId],
  );
  if (!group) throw notFound();
  if (!canManageGroup(user, group.id)) throw forbidden();
  return group.id;
}
