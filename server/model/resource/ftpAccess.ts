import type { components } from '../../../contract/schema.gen.ts';
import { canManageGroup, requireManager, requireSuperuser } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../messages/errors.ts';
import { checkExists, iso, isoRequired, one } from '../common.ts';

// sFTP access belongs to a group's sFTP space (decision 0032): a manager of the group or a superuser
// asks for it, a superuser accepts or refuses, and only an accepted request opens the space, to
// superusers too.

type Schemas = components['schemas'];
type FtpAccessRequest = Schemas['FtpAccessRequest'];

const COLUMNS = 'id, usergroup_id, user_id, message, status, date, reason, decided_at';

type Row = Omit<FtpAccessRequest, 'date' | 'decided_at'> & { date: Date; decided_at: Date | null };

const shaped = (row: Row): FtpAccessRequest => ({
  ...row,
  date: isoRequired(row.date),
  decided_at: iso(row.decided_at),
});

/** May the user use the group's sFTP space: a manager of it (superusers are) once a request was accepted. */
export async function hasFtpAccess(db: Queryable, user: CurrentUser, usergroupId: number): Promise<boolean> {
  if (!canManageGroup(user, usergroupId)) return false;
  const rows = await db.query(
    "select 1 from ftp_access_request where usergroup_id = $1 and status = 'granted'",
    [usergroupId],
  );
  return rows.length > 0;
}

/** The requests of a group, newest first, for those who may ask for its access. */
export async function listFtpAccessRequests(
  db: Queryable,
  user: CurrentUser,
  usergroupId: number,
): Promise<FtpAccessRequest[]> {
  // Permission first: another organisation's id tells a producteur nothing, not even that it exists.
  requireManager(user, usergroupId);
  await checkExists(db, 'usergroup', 'usergroup_id', usergroupId);
  const rows = await db.query<Row>(
    `select ${COLUMNS} from ftp_access_request where usergroup_id = $1 order by date desc, id desc`,
    [usergroupId],
  );
  return rows.map(shaped);
}

/**
 * Asks for the group's sFTP access. Idempotent: while a request is pending or granted, asking again
 * answers that request (created: false) and records nothing; after a refusal a new request is recorded.
 */
export async function requestFtpAccess(
  db: Queryable,
  user: CurrentUser,
  input: Schemas['FtpAccessRequestInput'],
): Promise<{ request: FtpAccessRequest; created: boolean }> {
  requireManager(user, input.usergroup_id);
  await checkExists(db, 'usergroup', 'usergroup_id', input.usergroup_id);
  // The partial unique index keeps one open request per group, even for two simultaneous requests.
  const [row] = await db.query<Row>(
    `insert into ftp_access_request (usergroup_id, user_id, message) values ($1, $2, $3)
     on conflict (usergroup_id) where status in ('pending', 'granted') do nothing
     returning ${COLUMNS}`,
    [input.usergroup_id, user.id, input.message ?? null],
  );
  if (row) return { request: shaped(row), created: true };
  const open = await one<Row>(
    db,
    `select ${COLUMNS} from ftp_access_request
     where usergroup_id = $1 and status in ('pending', 'granted') order by id desc limit 1`,
    [input.usergroup_id],
  );
  return { request: shaped(open), created: false };
}

/** A superuser accepts or refuses a pending request (a decided request stays as it was decided). */
export async function decideFtpAccessRequest(
  db: Queryable,
  user: CurrentUser,
  id: number,
  decision: { status: 'granted' } | { status: 'refused'; reason: string | null },
): Promise<FtpAccessRequest> {
  requireSuperuser(user);
  await one(db, 'select id from ftp_access_request where id = $1', [id]);
  const reason = decision.status === 'refused' ? decision.reason?.trim() || null : null;
  const [row] = await db.query<Row>(
    `update ftp_access_request set status = $2, reason = $3, decided_at = now(), decided_by = $4
     where id = $1 and status = 'pending' returning ${COLUMNS}`,
    [id, decision.status, reason, user.id],
  );
  if (!row)
    throw new HttpError(400, { status: ['Only a pending sFTP access request can be accepted or refused.'] });
  return shaped(row);
}
