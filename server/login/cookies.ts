import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE, SESSION_COOKIE, SESSION_SECONDS } from '../auth/session.ts';
import { serializeCookie } from '../http/cookies.ts';

export const sessionCookie = (sessionId: string): string =>
  serializeCookie(SESSION_COOKIE, sessionId, { httpOnly: true, maxAge: SESSION_SECONDS });

export const clearSessionCookie = (): string =>
  serializeCookie(SESSION_COOKIE, '', { httpOnly: true, maxAge: 0 });

export const newCsrfToken = (): string => randomBytes(24).toString('base64url');

/** Readable by the SPA, which sends it back in X-CSRFToken. */
export const csrfCookie = (token: string): string =>
  serializeCookie(CSRF_COOKIE, token, { maxAge: 365 * 24 * 3600 });
