import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
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
}

export async function loadCurrentUser(db: Queryable, userId: number): Promise<CurrentUser | null> {
  // One query per request for who asks (user and memberships): every API request makes it.
  const [user] = await db.query<{
    id: number;
    username: string;
    first_name: string;
    last_name: string;
    is_superuser: boolean;
    status: number;
    terms_accepted_at: Date | null;
    memberships: Membership[];
  }>(
    `select u.id, u.username, u.first_name, u.last_name, u.is_superuser, u.status, u.terms_accepted_at,
       coalesce((select json_agg(json_build_object('usergroup_id', m.usergroup_id, 'role', m.role, 'status', m.status) order by m.id)
                 from membership m where m.user_id = u.id), '[]') as memberships
     from app_user u where u.id = $1`,
    [userId],
  );
  if (!user || user.status !== USER_STATUS.active) return null;
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    is_superuser: user.is_superuser,
    termsAccepted: user.terms_accepted_at !== null,
    memberships: user.memberships,
  };
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
  /** How the request authenticated: the session cookie (CSRF applies) or the JWT header. */
  via: 'cookie' | 'jwt' | null;
  sessionId: string | null;
}

const anonymous: Authentication = { user: null, via: null, sessionId: null };

async function sessionUser(db: Queryable, sessionId: string): Promise<CurrentUser | null> {
  const [session] = await db.query<{ user_id: number; stale: boolean }>(
    `select user_id, last_seen_at < now() - make_interval(secs => $3) as stale from session
     where id = $1 and expires_at > now() and last_seen_at > now() - make_interval(secs => $2)`,
    [sessionId, SESSION_IDLE_SECONDS, LAST_SEEN_STEP_SECONDS],
  );
  if (!session) return null;
  if (session.stale) await db.query('update session set last_seen_at = now() where id = $1', [sessionId]);
  return loadCurrentUser(db, session.user_id);
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
    const user = await sessionUser(db, claims.sid);
    return user && user.id === claims.sub ? { user, via: 'jwt', sessionId: claims.sid } : anonymous;
  }
  const sessionId = cookies[SESSION_COOKIE];
  if (!sessionId) return anonymous;
  const user = await sessionUser(db, sessionId);
  return user ? { user, via: 'cookie', sessionId } : anonymous;
}
