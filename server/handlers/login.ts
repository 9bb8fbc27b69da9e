import { closeSession, openSession } from '../auth/session.ts';
import { type HandlerMap, noContent, ok } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { clearSessionCookie, sessionCookie } from '../login/cookies.ts';
import { checkCredentials } from '../login/service.ts';
import { userById } from './users.ts';

interface SignInInput {
  username: string;
  password: string;
}

export const loginHandlers: HandlerMap = {
  async getSession(ctx) {
    return ok(await userById(ctx.services.db, ctx.user.id));
  },

  async signIn(ctx) {
    const input = ctx.body as SignInInput;
    const credentials = await checkCredentials(ctx.services.db, input.username, input.password);
    if (!credentials) {
      throw new HttpError(400, {
        code: 'invalid_credentials',
        non_field_errors: ['Unable to sign in with the provided credentials.'],
      });
    }
    if (ctx.auth.sessionId) await closeSession(ctx.services.db, ctx.auth.sessionId);
    const session = await openSession(ctx.services.db, credentials.id, credentials.username);
    return {
      status: 200,
      body: { token: session.token },
      headers: { 'Set-Cookie': sessionCookie(session.sessionId) },
    };
  },

  async signOut(ctx) {
    if (ctx.auth.sessionId) await closeSession(ctx.services.db, ctx.auth.sessionId);
    return { ...noContent(), headers: { 'Set-Cookie': clearSessionCookie() } };
  },
};
