import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { USER_STATUS } from '../auth/session.ts';
import type { Queryable } from '../db/database.ts';

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

/** A local path to go back to after a login page; anything else falls back to the SPA's home. */
export function safeNext(next: string | null | undefined, locale: string): string {
  const fallback = `/publish/${locale}/`;
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return /[\r\n]/.test(next) ? fallback : next;
}
