import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE, SESSION_COOKIE, SESSION_SECONDS } from '../auth/session.ts';
import { serializeCookie } from '../http/cookies.ts';

// The names stay Django's `sessionid` and `csrftoken` (no `__Host-` prefix): the SPA and the real
// platform read `csrftoken`, and the prefix would also require Secure, which plain-HTTP local runs
// cannot have. Path=/ with no Domain gives the same host-only scope the prefix would enforce.

export const newCsrfToken = (): string => randomBytes(24).toString('base64url');

/** The cookies of the login service, Secure when the site is served over HTTPS. */
export interface LoginCookies {
  session(sessionId: string): string;
  clearSession(): string;
  /** Readable by the SPA, which sends it back in X-CSRFToken. */
  csrf(token: string): string;
}

export function loginCookies(secure: boolean): LoginCookies {
  return {
    session: (sessionId) =>
      serializeCookie(SESSION_COOKIE, sessionId, { httpOnly: true, maxAge: SESSION_SECONDS, secure }),
    clearSession: () => serializeCookie(SESSION_COOKIE, '', { httpOnly: true, maxAge: 0, secure }),
    csrf: (token) => serializeCookie(CSRF_COOKIE, token, { maxAge: 365 * 24 * 3600, secure }),
  };
}
