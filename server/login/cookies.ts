import { randomBytes } from 'node:crypto';
import { stringifySetCookie } from 'cookie';
import { CSRF_COOKIE, SESSION_COOKIE, SESSION_SECONDS } from '../auth/session.ts';

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

/** Set-Cookie by `cookie` (the serializer @fastify/cookie uses): site-wide, SameSite=Lax, an expired date to clear one. */
function cookie(
  name: string,
  value: string,
  maxAge: number,
  options: { httpOnly: boolean; secure: boolean },
) {
  return stringifySetCookie({
    name,
    value,
    path: '/',
    maxAge,
    ...(maxAge <= 0 ? { expires: new Date(0) } : {}),
    httpOnly: options.httpOnly,
    secure: options.secure,
    sameSite: 'lax',
  });
}

export function loginCookies(secure: boolean): LoginCookies {
  return {
    session: (sessionId) => cookie(SESSION_COOKIE, sessionId, SESSION_SECONDS, { httpOnly: true, secure }),
    clearSession: () => cookie(SESSION_COOKIE, '', 0, { httpOnly: true, secure }),
    csrf: (token) => cookie(CSRF_COOKIE, token, 365 * 24 * 3600, { httpOnly: false, secure }),
  };
}
