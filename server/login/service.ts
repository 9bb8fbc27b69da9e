import type { IncomingMessage } from 'node:http';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { MEMBERSHIP_STATUS } from '../auth/permissions.ts';
import { SESSION_COOKIE, USER_STATUS } from '../auth/session.ts';
import type { Database, Queryable } from '../db/database.ts';
import { say } from '../messages/say.ts';
import { type LoginCookies, loginCookies } from './cookies.ts';
import { sharedLedger } from './sharedFailures.ts';
import { type Attempt, SignInThrottle, type ThrottleOptions } from './throttle.ts';

/** What the login service keeps for the app's life: its cookie settings and the sign-in throttle. */
export interface LoginService {
  cookies: LoginCookies;
  throttle: SignInThrottle;
}

export function createLoginService(options: {
  secureCookies?: boolean;
  throttle?: Partial<ThrottleOptions>;
  log: (message: string) => void;
  /** Counts failures in this database, shared by the processes of a deployment (a PostgreSQL server). */
  sharedWith?: Database;
}): LoginService {
  return {
    cookies: loginCookies(options.secureCookies ?? false),
    throttle: new SignInThrottle(
      options.throttle,
      options.log,
      Date.now,
      options.sharedWith ? sharedLedger(options.sharedWith) : undefined,
    ),
  };
}

export interface Credentials {
  id: number;
  username: string;
  termsAccepted: boolean;
}

// Compared against when the user name is unknown, so both cases take the same time.
let decoy: Promise<string> | null = null;

/** The active user with this user name and password, else null. */
export async function checkCredentials(
  db: Queryable,
  username: string,
  password: string,
): Promise<Credentials | null> {
  const [user] = await db.query<{
    id: number;
    username: string;
    password_hash: string | null;
    status: number;
    terms_accepted_at: Date | null;
  }>(
    'select id, username, password_hash, status, terms_accepted_at from app_user where lower(username) = lower($1)',
    [username],
  );
  if (!user) {
    decoy ??= hashPassword('decoy-password');
    await verifyPassword(password, await decoy);
    return null;
  }
  const valid = await verifyPassword(password, user.password_hash);
  if (!valid || user.status !== USER_STATUS.active) return null;
  return { id: user.id, username: user.username, termsAccepted: user.terms_accepted_at !== null };
}

/**
 * Checks a sign-in through the throttle: the credentials, or null when they are wrong, or the
 * seconds to wait when the user name or the client address is locked (the password is then not
 * checked at all, so the answer is the same for known and unknown user names).
 */
export function attemptSignIn(
  login: LoginService,
  db: Queryable,
  req: IncomingMessage,
  username: string,
  password: string,
): Promise<Attempt<Credentials>> {
  return login.throttle.attempt(username, req.socket.remoteAddress, (connection) =>
    checkCredentials(connection ?? db, username, password),
  );
}

/** The answer to a throttled sign-in, in the request's language. */
export function throttledMessage(locale: string, seconds: number): string {
  const wait = seconds < 120 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
  return say(locale, {
    fr: `Trop de tentatives de connexion échouées. Réessayez dans ${wait}.`,
    en: `Too many failed sign-ins. Try again in ${wait}.`,
    it: `Troppi tentativi di accesso non riusciti. Riprova tra ${wait}.`,
  });
}

/**
 * Whether a request comes from this site itself: `Sec-Fetch-Site` same-origin or none (typed or
 * bookmarked), else an Origin or Referer of this host. A request with none of them is not trusted.
 */
export function fromThisSite(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const host = req.headers.host?.toLowerCase();
  const source = req.headers.origin ?? req.headers.referer;
  if (!host || !source) return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false; // Origin: null
  }
}

/**
 * Whether GET sign-out must ask first: a session cookie would be closed by a request that may come
 * from another site (a link or a redirect elsewhere signing people out). A JWT in the Authorization
 * header cannot come from another site's link (unlike Basic credentials, which browsers add
 * themselves), and with no session there is nothing to close.
 */
export function signOutNeedsConfirmation(req: IncomingMessage, cookies: Record<string, string>): boolean {
  if (/^JWT\s/i.test(req.headers.authorization ?? '')) return false;
  return Boolean(cookies[SESSION_COOKIE]) && !fromThisSite(req);
}

// The URL parser drops ASCII tab and newlines anywhere and C0 controls and spaces at either end, so
// `/\t/evil.example/` reaches a browser as `//evil.example/`: a `next` holding any control, white
// space or invisible formatting character is refused whole rather than cleaned.
function hasControlOrSpace(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0x200b && code <= 0x200f)) return true;
  }
  return /\s/u.test(value);
}

// Stands for the site's own origin while parsing: only the path, query and hash of `next` are kept,
// so the real host name does not matter.
const SITE = 'http://site.invalid';

/**
 * A local path to go back to after a login page, else the SPA's home. `next` is parsed as a browser
 * would parse it (WHATWG URL, relative to this site) and kept only when it stays on this site; the
 * answer is the normalised, percent-encoded path, query and hash, fit for a Location header.
 */
export function safeNext(next: string | null | undefined, locale: string): string {
  const fallback = `/publish/${locale}/`;
  if (!next?.startsWith('/') || hasControlOrSpace(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE) return fallback;
  const local = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave an empty first segment (`/.//evil.example/` is the path `//evil.example/`),
  // which a browser would read as another host.
  if (local.startsWith('//') || local.startsWith('/\\')) return fallback;
  return local;
}

/**
 * A header value made of visible ASCII only: anything else is percent-encoded (UTF-8). A Location
 * built from input with other characters made Node throw ERR_INVALID_CHAR (500 "See Other").
 */
export function headerSafe(value: string): string {
  return value.replace(/[^\u0021-\u007e]/gu, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return ''; // a lone surrogate has no UTF-8 form
    }
  });
}

/** An invitation (membership awaiting verification) as the profile page lists it. */
export interface Invitation {
  usergroup_id: number;
  display_name: string;
  role: number | null;
}

/** The user's invitations (status 0): memberships an account administrator offered, to accept or decline. */
export function invitationsOf(db: Queryable, userId: number): Promise<Invitation[]> {
  return db.query<Invitation>(
    `select g.id as usergroup_id, g.display_name, m.role from membership m
     join usergroup g on g.id = m.usergroup_id
     where m.user_id = $1 and m.status = $2 order by g.display_name`,
    [userId, MEMBERSHIP_STATUS.awaitingVerification],
  );
}

export type InvitationDecision = 'accept' | 'decline';

/**
 * Answers the user's own invitation to `groupId`, with the API's rules (audit H1): accepting makes
 * it active with the role it was offered, declining deletes it. Only a membership of `userId` still
 * awaiting verification is touched, in one statement, so a request awaiting validation, an active
 * membership or another person's invitation is never changed, nor one answered meanwhile. Answers
 * the group's name, or null when there is no such invitation.
 */
export async function answerInvitation(
  db: Queryable,
  userId: number,
  groupId: number,
  decision: InvitationDecision,
): Promise<string | null> {
  const where = 'g.id = m.usergroup_id and m.user_id = $1 and m.usergroup_id = $2 and m.status = $3';
  const values = [userId, groupId, MEMBERSHIP_STATUS.awaitingVerification];
  const [row] =
    decision === 'accept'
      ? await db.query<{ display_name: string }>(
          `update membership m set status = $4 from usergroup g where ${where} returning g.display_name`,
          [...values, MEMBERSHIP_STATUS.active],
        )
      : await db.query<{ display_name: string }>(
          `delete from membership m using usergroup g where ${where} returning g.display_name`,
          values,
        );
  return row?.display_name ?? null;
}
