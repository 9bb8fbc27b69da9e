import { randomBytes } from 'node:crypto';
import type { Database, PreparedStatement, Queryable } from '../db/database.ts';
import { signToken, verifyToken } from './jwt.ts';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const SESSION_SECONDS = 14 * 24 * 3600;
/** A session (cookie or JWT) unused for this long ends, within its absolute SESSION_SECONDS. */
export const SESSION_IDLE_SECONDS = 12 * 3600;
/** Last use is written at most this often per session, so reads do not each write. */
const LAST_SEEN_STEP_SECONDS = 60;

/** User statuses (GET /usergroup/user-status/); only active users may sign in. */
export const USER_STATUS = {
  awaitingVerification: 0,
  awaitingValidation: 1,
  active: 2,
  disabled: 3,
} as const;

export interface Membership {
  usergroup_id: number;
  role: 1 | 2 | null;
  status: number;
}

export interface CurrentUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  is_superuser: boolean;
  termsAccepted: boolean;
  memberships: Membership[];
  /**
   * The groups whose special dataset permissions apply to the user: their active groups and the
   * spheres above them (auth/permissions.ts). Read with the user, once per request.
   */
  permissionGroups: number[];
}

/** Membership status `active` (auth/permissions.ts MEMBERSHIP_STATUS; not imported: it imports this file). */
const MEMBERSHIP_ACTIVE = 2;

/**
 * Who asks, in one statement (issue 49: every API request makes it): the user, their memberships,
 * and the groups their dataset rights come through. `from` names the rows giving `user_id`.
 */
const userSelect = (
  from: string,
) => `select u.id, u.username, u.first_name, u.last_name, u.is_superuser, u.status,
       u.terms_accepted_at is not null as terms_accepted,
       coalesce((select json_agg(json_build_object('usergroup_id', m.usergroup_id, 'role', m.role, 'status', m.status) order by m.id)
                 from membership m where m.user_id = u.id), '[]') as memberships,
       array(select g.id from (
               select m.usergroup_id as id, 0 as rank, m.id as at from membership m
               where m.user_id = u.id and m.status = ${MEMBERSHIP_ACTIVE}
               union all
               select l.parent_id, 1, l.parent_id from membership m join usergroup_link l on l.child_id = m.usergroup_id
               where m.user_id = u.id and m.status = ${MEMBERSHIP_ACTIVE}) g
             group by g.id order by min(g.rank), min(g.at)) as permission_groups,
       (select v.n from data_version v)::text as data_version
     from ${from} join app_user u on u.id = s.user_id`;

interface UserRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  is_superuser: boolean;
  status: number;
  terms_accepted: boolean;
  memberships: Membership[];
  permission_groups: number[];
  data_version: string;
}

function currentUserOf(user: UserRow | undefined): CurrentUser | null {
  if (!user || user.status !== USER_STATUS.active) return null;
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    is_superuser: user.is_superuser,
    termsAccepted: user.terms_accepted,
    memberships: user.memberships,
    permissionGroups: user.permission_groups,
  };
}

const USER_BY_ID: PreparedStatement = {
  name: 'current_user_by_id',
  text: userSelect('(select $1::int as user_id) s'),
};

export async function loadCurrentUser(db: Queryable, userId: number): Promise<CurrentUser | null> {
  const [user] = await db.query<UserRow>(USER_BY_ID, [userId]);
  return currentUserOf(user);
}

/** Secrets read, by database: it never changes once made, and every JWT request needs it. */
const secrets = new WeakMap<Queryable, string>();

/** The HMAC secret of the tokens, made once and kept in the database. */
export async function tokenSecret(db: Queryable): Promise<string> {
  const known = secrets.get(db);
  if (known) return known;
  const secret = await readOrMakeSecret(db);
  secrets.set(db, secret);
  return secret;
}

async function readOrMakeSecret(db: Queryable): Promise<string> {
  const [row] = await db.query<{ value: string }>("select value from setting where key = 'jwt_secret'");
  if (row) return row.value;
  const secret = randomBytes(32).toString('base64url');
  await db.query("insert into setting (key, value) values ('jwt_secret', $1) on conflict (key) do nothing", [
    secret,
  ]);
  const [stored] = await db.query<{ value: string }>("select value from setting where key = 'jwt_secret'");
  return stored?.value ?? secret;
}

export interface OpenedSession {
  sessionId: string;
  token: string;
}

export async function openSession(db: Database, userId: number, username: string): Promise<OpenedSession> {
  const sessionId = randomBytes(24).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const expires = now + SESSION_SECONDS;
  await db.query('insert into session (id, user_id, expires_at) values ($1, $2, to_timestamp($3))', [
    sessionId,
    userId,
    expires,
  ]);
  await db.query('update app_user set last_login = now() where id = $1', [userId]);
  // Ended sessions are dropped here, at each sign-in, so the table does not grow with them.
  await db.query(
    'delete from session where expires_at <= now() or last_seen_at <= now() - make_interval(secs => $1)',
    [SESSION_IDLE_SECONDS],
  );
  const token = await signToken(
    { sub: userId, sid: sessionId, username, iat: now, exp: expires },
    await tokenSecret(db),
  );
  return { sessionId, token };
}

export async function closeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('delete from session where id = $1', [sessionId]);
}

export interface Authentication {
  user: CurrentUser | null;
  /**
   * The data version when the user was read (migration 023): answers built from the data at this
   * version may be given again (http/answerCache.ts). Null for an anonymous request.
   */
  dataVersion: string | null;
  /** How the request authenticated: the session cookie (CSRF applies) or the JWT header. */
  via: 'cookie' | 'jwt' | null;
  sessionId: string | null;
}

const anonymous: Authentication = { user: null, dataVersion: null, via: null, sessionId: null };

/**
 * The session (unexpired, used within SESSION_IDLE_SECONDS) and its user, in the one statement of
 * userSelect; its last use is renewed by the same statement when older than LAST_SEEN_STEP_SECONDS.
 * Read afresh on every request, never cached: a session signed out or a user disabled is refused
 * by the very next request.
 */
const SESSION_USER: PreparedStatement = {
  name: 'current_user_by_session',
  text: `with s as (
      select id, user_id, last_seen_at < now() - make_interval(secs => $3) as stale from session
      where id = $1 and expires_at > now() and last_seen_at > now() - make_interval(secs => $2)),
    touched as (update session set last_seen_at = now() where id = (select id from s where stale))
    ${userSelect('s')}`,
};

/** The session's user (null when the session or the user may not go on), and the data version. */
async function sessionUser(
  db: Queryable,
  sessionId: string,
): Promise<{ user: CurrentUser | null; dataVersion: string | null }> {
  const [row] = await db.query<UserRow>(SESSION_USER, [
    sessionId,
    SESSION_IDLE_SECONDS,
    LAST_SEEN_STEP_SECONDS,
  ]);
  return { user: currentUserOf(row), dataVersion: row?.data_version ?? null };
}

/** `Authorization: JWT <token>` first, else the `sessionid` cookie. */
export async function authenticate(
  db: Queryable,
  authorization: string | undefined,
  cookies: Record<string, string>,
): Promise<Authentication> {
  const match = authorization ? /^JWT\s+(\S+)$/i.exec(authorization) : null;
  if (match?.[1]) {
    const claims = await verifyToken(match[1], await tokenSecret(db));
    if (!claims) return anonymous;
    const { user, dataVersion } = await sessionUser(db, claims.sid);
    return user && user.id === claims.sub
      ? { user, dataVersion, via: 'jwt', sessionId: claims.sid }
      : anonymous;
  }
  const sessionId = cookies[SESSION_COOKIE];
  if (!sessionId) return anonymous;
  const { user, dataVersion } = await sessionUser(db, sessionId);
  return user ? { user, dataVersion, via: 'cookie', sessionId } : anonymous;
}
