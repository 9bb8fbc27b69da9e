import { type SessionUser, sessionOf, signedOut, type UserSession } from '../auth/session';
import { api, unwrap } from './client';
import { ApiRequestError } from './errors';

/**
 * The signed-in person according to the login service. Signed out (401) is a valid answer, not an error;
 * the terms-required answer is thrown as the catalogue's `termsRequired` error for the caller to redirect.
 */
export async function fetchSession(signal?: AbortSignal): Promise<UserSession> {
  try {
    const { user }: { user: SessionUser } = await unwrap(api.GET('/login/session/', { signal }));
    return sessionOf(user);
  } catch (error) {
    if (error instanceof ApiRequestError && error.error.kind === 'unauthenticated') return signedOut;
    throw error;
  }
}
