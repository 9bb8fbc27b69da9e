import type { IncomingMessage } from 'node:http';
import type { CurrentUser } from '../auth/session.ts';
import { closeSession, openSession } from '../auth/session.ts';
import type { Database } from '../db/database.ts';
import { say } from '../http/messages.ts';
import { newCsrfToken } from './cookies.ts';
import { type LoginMessages, loginMessages } from './messages.ts';
import {
  attemptSignIn,
  fromThisSite,
  headerSafe,
  type LoginService,
  safeNext,
  throttledMessage,
} from './service.ts';

/** What a login page answers; the app adds the CSRF cookie and sends it. */
export interface PageReply {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

export interface PageRequest {
  req: IncomingMessage;
  db: Database;
  login: LoginService;
  locale: string;
  /** `signin`, `profile`, `terms` or `signout`. */
  page: string;
  url: URL;
  form: Record<string, string> | null;
  csrfToken: string;
  /** The CSRF cookie the browser sent (null on a first visit). */
  csrfCookie: string | null;
  user: CurrentUser | null;
  sessionId: string | null;
}

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(t: LoginMessages, title: string, content: string): string {
  return `<!doctype html>
<html lang="${t.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1f2933; margin: 0; }
  main { max-width: 28rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 0.5rem;
    box-shadow: 0 1px 3px rgba(0,0,0,0.15); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input[type=text], input[type=password] { width: 100%; box-sizing: border-box; padding: 0.5rem; margin-top: 0.25rem;
    border: 1px solid #9aa5b1; border-radius: 0.25rem; font-size: 1rem; }
  button { margin-top: 1.5rem; padding: 0.6rem 1.2rem; font-size: 1rem; background: #0b5cab; color: #fff;
    border: 0; border-radius: 0.25rem; cursor: pointer; }
  button:focus, input:focus, a:focus { outline: 3px solid #f0b429; outline-offset: 2px; }
  .error { color: #a61b1b; background: #fde8e8; padding: 0.75rem; border-radius: 0.25rem; }
  .hint { color: #52606d; font-size: 0.9rem; margin-top: 1.5rem; }
  dt { font-weight: 600; margin-top: 0.75rem; }
  dd { margin-left: 0; }
</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}

const html = (status: number, body: string, headers: Record<string, string> = {}): PageReply => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  body,
});

const redirect = (location: string, cookies: string[] = []): PageReply => ({
  status: 303,
  headers: {
    // Percent-encoded: a character outside visible ASCII made Node throw (500 "See Other").
    Location: headerSafe(location),
    'Cache-Control': 'no-store',
    ...(cookies.length ? { 'Set-Cookie': cookies } : {}),
  },
  body: '',
});

const pageUrl = (locale: string, page: string, next: string): string =>
  `/${locale}/login/${page}/?next=${encodeURIComponent(next)}`;

function signInPage(
  t: LoginMessages,
  request: PageRequest,
  next: string,
  error: string | null,
  username = '',
): string {
  const action = pageUrl(request.locale, 'signin', next);
  return layout(
    t,
    t.signInTitle,
    `<h1>${t.signInTitle}</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
  <input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(request.csrfToken)}">
  <input type="hidden" name="next" value="${escapeHtml(next)}">
  <label for="username">${t.username}</label>
  <input type="text" id="username" name="username" autocomplete="username" required autofocus value="${escapeHtml(username)}">
  <label for="password">${t.password}</label>
  <input type="password" id="password" name="password" autocomplete="current-password" required>
  <button type="submit">${t.signIn}</button>
</form>
<p class="hint">${escapeHtml(t.demoAccounts)}</p>`,
  );
}

const csrfValid = (request: PageRequest): boolean =>
  request.csrfCookie !== null && request.form?.csrfmiddlewaretoken === request.csrfCookie;

async function signIn(request: PageRequest, t: LoginMessages): Promise<PageReply> {
  const next = safeNext(request.form?.next ?? request.url.searchParams.get('next'), request.locale);
  if (request.req.method !== 'POST') {
    if (request.user?.termsAccepted) return redirect(next);
    return html(200, signInPage(t, request, next, null));
  }
  if (!csrfValid(request)) return html(403, signInPage(t, request, next, t.csrfFailed));
  const username = request.form?.username?.trim() ?? '';
  const password = request.form?.password ?? '';
  if (!username || !password) return html(400, signInPage(t, request, next, t.missingFields, username));
  const attempt = await attemptSignIn(request.login, request.db, request.req, username, password);
  if (attempt.throttled) {
    const seconds = attempt.retryAfterSeconds;
    return html(429, signInPage(t, request, next, throttledMessage(request.locale, seconds), username), {
      'Retry-After': String(seconds),
    });
  }
  const credentials = attempt.result;
  if (!credentials) return html(400, signInPage(t, request, next, t.invalidCredentials, username));
  if (request.sessionId) await closeSession(request.db, request.sessionId);
  const session = await openSession(request.db, credentials.id, credentials.username);
  const target = credentials.termsAccepted ? next : pageUrl(request.locale, 'terms', next);
  // A new CSRF token with the new session: one planted before signing in is worthless after.
  const { cookies } = request.login;
  return redirect(target, [cookies.session(session.sessionId), cookies.csrf(newCsrfToken())]);
}

async function profile(request: PageRequest, t: LoginMessages): Promise<PageReply> {
  const next = safeNext(request.url.searchParams.get('next'), request.locale);
  const user = request.user;
  if (!user) return redirect(pageUrl(request.locale, 'signin', request.url.pathname + request.url.search));
  const [details] = await request.db.query<{ email: string }>('select email from app_user where id = $1', [
    user.id,
  ]);
  const groups = await request.db.query<{ display_name: string; role: number | null }>(
    `select g.display_name, m.role from membership m join usergroup g on g.id = m.usergroup_id
     where m.user_id = $1 and m.status = 2 order by g.display_name`,
    [user.id],
  );
  const groupList = groups.length
    ? `<ul>${groups
        .map((g) => `<li>${escapeHtml(g.display_name)}${g.role ? ` — ${t.role} ${g.role}` : ''}</li>`)
        .join('')}</ul>`
    : `<p>${t.noGroups}</p>`;
  return html(
    200,
    layout(
      t,
      t.profileTitle,
      `<h1>${t.profileTitle}</h1>
<dl>
  <dt>${t.username}</dt><dd>${escapeHtml(user.username)}${user.is_superuser ? ` (${t.superuser})` : ''}</dd>
  <dt>${t.firstName}</dt><dd>${escapeHtml(user.first_name)}</dd>
  <dt>${t.lastName}</dt><dd>${escapeHtml(user.last_name)}</dd>
  <dt>${t.email}</dt><dd>${escapeHtml(details?.email ?? '')}</dd>
  <dt>${t.groups}</dt><dd>${groupList}</dd>
</dl>
<p><a href="${escapeHtml(next)}">${t.back}</a> · <a href="${escapeHtml(pageUrl(request.locale, 'signout', `/${request.locale}/login/signin/`))}">${t.signOut}</a></p>`,
    ),
  );
}

async function terms(request: PageRequest, t: LoginMessages): Promise<PageReply> {
  const next = safeNext(request.form?.next ?? request.url.searchParams.get('next'), request.locale);
  const user = request.user;
  if (!user) return redirect(pageUrl(request.locale, 'signin', request.url.pathname + request.url.search));
  if (request.req.method === 'POST') {
    if (!csrfValid(request))
      return html(403, layout(t, t.termsTitle, `<p class="error" role="alert">${t.csrfFailed}</p>`));
    await request.db.query(
      'update app_user set terms_accepted_at = coalesce(terms_accepted_at, now()) where id = $1',
      [user.id],
    );
    return redirect(next);
  }
  const [row] = await request.db.query<{ terms_accepted_at: Date | null }>(
    'select terms_accepted_at from app_user where id = $1',
    [user.id],
  );
  const acceptedAt = row?.terms_accepted_at;
  const form = acceptedAt
    ? `<p>${t.accepted} ${escapeHtml(acceptedAt.toLocaleDateString(t.lang === 'en' ? 'en-GB' : 'fr-FR'))}.</p>
<p><a href="${escapeHtml(next)}">${t.back}</a></p>`
    : `<form method="post" action="${escapeHtml(pageUrl(request.locale, 'terms', next))}">
  <input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(request.csrfToken)}">
  <input type="hidden" name="next" value="${escapeHtml(next)}">
  <button type="submit">${t.accept}</button>
</form>`;
  return html(
    200,
    layout(
      t,
      t.termsTitle,
      `<h1>${t.termsTitle}</h1>
<p>${t.termsIntro}</p>
<ul>${t.termsItems.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
${form}`,
    ),
  );
}

/**
 * Signs out at once when the request comes from this site (the SPA's link); a session cookie sent
 * by a request that may come from another site is only closed by the POST form of a confirmation
 * page, which needs the CSRF token.
 */
async function signOut(request: PageRequest, t: LoginMessages): Promise<PageReply> {
  const next = safeNext(request.form?.next ?? request.url.searchParams.get('next'), request.locale);
  const close = async () => {
    if (request.sessionId) await closeSession(request.db, request.sessionId);
    return redirect(next, [request.login.cookies.clearSession()]);
  };
  const title = say(request.locale, { fr: 'Déconnexion', en: 'Sign out', it: 'Disconnessione' });
  if (request.req.method === 'POST') {
    if (!csrfValid(request))
      return html(403, layout(t, title, `<p class="error" role="alert">${t.csrfFailed}</p>`));
    return close();
  }
  if (!request.sessionId || fromThisSite(request.req)) return close();
  const question = say(request.locale, {
    fr: 'Voulez-vous vous déconnecter ?',
    en: 'Do you want to sign out?',
    it: 'Vuoi disconnetterti?',
  });
  return html(
    200,
    layout(
      t,
      title,
      `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(question)}</p>
<form method="post" action="${escapeHtml(pageUrl(request.locale, 'signout', next))}">
  <input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(request.csrfToken)}">
  <input type="hidden" name="next" value="${escapeHtml(next)}">
  <button type="submit">${t.signOut}</button>
</form>
<p><a href="${escapeHtml(next)}">${t.back}</a></p>`,
    ),
  );
}

/** The HTML side of the login service: sign-in form, profile, terms of use, sign-out with `next`. */
export async function loginPage(request: PageRequest): Promise<PageReply | null> {
  const t = loginMessages(request.locale);
  switch (request.page) {
    case 'signin':
      return signIn(request, t);
    case 'profile':
      return request.req.method === 'GET' || request.req.method === 'HEAD' ? profile(request, t) : null;
    case 'terms':
      return terms(request, t);
    case 'signout':
      return signOut(request, t);
    default:
      return null;
  }
}
