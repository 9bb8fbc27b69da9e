import { closeSession, openSession } from '../auth/session.ts';
import { newCsrfToken } from '../login/cookies.ts';
import { attemptSignIn, throttledMessage } from '../login/service.ts';
import { HttpError } from '../messages/errors.ts';
import { userById } from '../model/user/users.ts';
import { noContent, ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';

export const loginHandlers = {
  // Wrapped in `user` as OneGeo answers it: GeoContrib's single sign-on reads user.username.
  async getSession(ctx) {
    return ok({ user: await userById(ctx.services.db, ctx.user.id) });
  },

  async signIn(ctx) {
    const input = ctx.body;
    const { login, db } = ctx.services;
    const attempt = await attemptSignIn(login, db, ctx.req, input.username, input.password);
    if (attempt.throttled) {
      throw new HttpError(
        429,
        { code: 'throttled', detail: throttledMessage(ctx.locale, attempt.retryAfterSeconds) },
        { 'Retry-After': String(attempt.retryAfterSeconds) },
      );
    }
    const credentials = attempt.result;
    if (!credentials) {
      throw new HttpError(400, {
        code: 'invalid_credentials',
        non_field_errors: ['Unable to sign in with the provided credentials.'],
      });
    }
    if (ctx.auth.sessionId) await closeSession(db, ctx.auth.sessionId);
    const session = await openSession(db, credentials.id, credentials.username);
    return {
      ...ok({ token: session.token }),
      // A new CSRF token with the new session: one planted before signing in is worthless after.
      headers: {
        'Set-Cookie': [login.cookies.session(session.sessionId), login.cookies.csrf(newCsrfToken())],
      },
    };
  },

  async signOut(ctx) {
    if (ctx.auth.sessionId) await closeSession(ctx.services.db, ctx.auth.sessionId);
    return { ...noContent(), headers: { 'Set-Cookie': ctx.services.login.cookies.clearSession() } };
  },
} satisfies AreaHandlers;
