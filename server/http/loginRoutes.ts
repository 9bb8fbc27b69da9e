import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, CSRF_COOKIE } from '../auth/session.ts';
import { loginPage } from '../login/pages.ts';
import { signOutNeedsConfirmation } from '../login/service.ts';
import type { PipelineOptions } from './exchange.ts';
import { mediaType } from './uploads.ts';

export const LOGIN_PAGES = new Set(['signin', 'profile', 'terms', 'signout']);

/** The login page a template such as `/login/signin/` is, or undefined. */
export function loginPageOf(template: string): string | undefined {
  const page = /^\/login\/([a-z]+)\/?$/.exec(template)?.[1];
  return page && LOGIN_PAGES.has(page) ? page : undefined;
}

/**
 * Whether the HTML side of the login answers this request, decided from its headers alone (before
 * the body is read). The JSON side of signin/ and signout/ belongs to the contract.
 */
export function wantsLoginPage(request: FastifyRequest, page: string): boolean {
  const method = request.method;
  const isForm = method === 'POST' && mediaType(request.raw) === 'application/x-www-form-urlencoded';
  if (page === 'signin' && method === 'POST' && !isForm) return false;
  // GET sign-out without `next` is the contract's; one that may come from another site gets the
  // confirmation page instead of closing the session.
  if (
    page === 'signout' &&
    method !== 'POST' &&
    !new URL(request.url, 'http://localhost').searchParams.has('next') &&
    !signOutNeedsConfirmation(request.raw, request.exchange.cookies)
  )
    return false;
  return !(method === 'POST' && !isForm && page !== 'signin');
}

/** Answers with the login page; false when the page has nothing to say (the contract's side then). */
export async function answerLoginPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: PipelineOptions,
  page: string,
): Promise<boolean> {
  const { exchange } = request;
  const form =
    request.body !== null && typeof request.body === 'object' && !Buffer.isBuffer(request.body)
      ? (request.body as Record<string, string>)
      : null;
  const auth = await authenticate(options.services.db, undefined, exchange.cookies);
  const answer = await loginPage({
    req: request.raw,
    db: options.services.db,
    login: options.login,
    locale: exchange.locale,
    page,
    url: new URL(request.url, 'http://localhost'),
    form: mediaType(request.raw) === 'application/x-www-form-urlencoded' ? form : null,
    csrfToken: exchange.csrfToken,
    csrfCookie: exchange.cookies[CSRF_COOKIE] ?? null,
    user: auth.user,
    sessionId: auth.sessionId,
  });
  if (!answer) return false;
  reply.code(answer.status).headers(answer.headers);
  reply.send(answer.body);
  return true;
}
