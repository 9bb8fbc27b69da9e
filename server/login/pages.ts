import type { IncomingMessage } from 'node:http';
import type { CurrentUser } from '../auth/session.ts';
import { closeSession, openSession } from '../auth/session.ts';
import type { Database } from '../db/database.ts';
import { say } from '../messages/say.ts';
import { newCsrfToken } from './cookies.ts';
import { type LoginMessages, loginMessages } from './messages.ts';
import {
  answerInvitation,
  attemptSignIn,
  fromThisSite,
  headerSafe,
  type Invitation,
  invitationsOf,
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
  .notice { color: #14532d; background: #e3f9e5; padding: 0.75rem; border-radius: 0.25rem; }
  h2 { font-size: 1.2rem; margin-top: 1.5rem; }
  .invitations li { margin-top: 0.75rem; }
  form.inline button { margin: 0.5rem 0.5rem 0 0; padding: 0.4rem 0.9rem; }
  button.secondary { background: #52606d; }
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

/** What the profile page says above its content after a post: a confirmation or a refusal. */
interface Notice {
  kind: 'status' | 'error';
  text: string;
}

/** The user's invitations with their Accept and Decline form (a POST to the profile page itself). */
function invitationList(
  request: PageRequest,
  t: LoginMessages,
  invitations: Invitation[],
  next: string,
): string {
  if (invitations.length === 0) return '';
  const action = pageUrl(request.locale, 'profile', next);
  const words = {
    title: say(request.locale, { fr: 'Invitations', en: 'Invitations', it: 'Inviti' }),
    intro: say(request.locale, {
      fr: "Un administrateur vous invite à rejoindre ces organisations ou groupes ; vous n'en êtes membre qu'une fois l'invitation acceptée.",
      en: 'An administrator invites you to join these organisations or groups; you are a member only once you accept.',
      it: "Un amministratore ti invita a unirti a queste organizzazioni o gruppi; ne sei membro solo dopo aver accettato l'invito.",
    }),
    accept: say(request.locale, { fr: 'Accepter', en: 'Accept', it: 'Accetta' }),
    decline: say(request.locale, { fr: 'Refuser', en: 'Decline', it: 'Rifiuta' }),
  };
  const items = invitations.map((invitation) => {
    const name = escapeHtml(invitation.display_name);
    const of = (verb: string) =>
      escapeHtml(
        say(request.locale, {
          fr: `${verb} l'invitation à ${invitation.display_name}`,
          en: `${verb} the invitation to ${invitation.display_name}`,
          it: `${verb} l'invito a ${invitation.display_name}`,
        }),
      );
    return `<li>${name}${invitation.role ? ` — ${t.role} ${invitation.role}` : ''}
<form method="post" action="${escapeHtml(action)}" class="inline">
  <input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(request.csrfToken)}">
  <input type="hidden" name="usergroup" value="${invitation.usergroup_id}">
  <button type="submit" name="decision" value="accept" aria-label="${of(words.accept)}">${escapeHtml(words.accept)}</button>
  <button type="submit" name="decision" value="decline" class="secondary" aria-label="${of(words.decline)}">${escapeHtml(words.decline)}</button>
</form></li>`;
  });
  return `<h2>${escapeHtml(words.title)}</h2>
<p>${escapeHtml(words.intro)}</p>
<ul class="invitations">${items.join('\n')}</ul>`;
}

/**
 * Accepts or declines one of the signed-in user's invitations from the profile page's form (audit
 * H1: an administrator's addition waits for its user). The form names the group only: the
 * membership is always the signed-in user's own, and only one awaiting verification is answered.
 */
async function answerFromForm(
  request: PageRequest,
  userId: number,
): Promise<{ status: number; notice: Notice }> {
  const refused = (status: number, text: string) => ({ status, notice: { kind: 'error' as const, text } });
  if (!csrfValid(request)) return refused(403, loginMessages(request.locale).csrfFailed);
  const group = request.form?.usergroup ?? '';
  const decision = request.form?.decision;
  if (!/^[1-9][0-9]{0,8}$/.test(group) || (decision !== 'accept' && decision !== 'decline')) {
    return refused(
      400,
      say(request.locale, {
        fr: 'Cette demande ne peut pas être traitée : rechargez la page et réessayez.',
        en: 'This request cannot be handled: reload the page and try again.',
        it: 'Questa richiesta non può essere elaborata: ricarica la pagina e riprova.',
      }),
    );
  }
  const name = await answerInvitation(request.db, userId, Number(group), decision);
  if (name === null) {
    return refused(
      400,
      say(request.locale, {
        fr: "Vous n'avez pas d'invitation en attente pour ce groupe (elle a peut-être déjà reçu une réponse ou été retirée).",
        en: 'You have no pending invitation to this group (it may have been answered or withdrawn already).',
        it: 'Non hai inviti in attesa per questo gruppo (forse è già stato risposto o ritirato).',
      }),
    );
  }
  const text =
    decision === 'accept'
      ? say(request.locale, {
          fr: `Vous avez rejoint ${name}.`,
          en: `You joined ${name}.`,
          it: `Ti sei unito a ${name}.`,
        })
      : say(request.locale, {
          fr: `Vous avez refusé l'invitation à ${name}.`,
          en: `You declined the invitation to ${name}.`,
          it: `Hai rifiutato l'invito a ${name}.`,
        });
  return { status: 200, notice: { kind: 'status', text } };
}

async function profile(request: PageRequest, t: LoginMessages): Promise<PageReply> {
  const next = safeNext(request.url.searchParams.get('next'), request.locale);
  const user = request.user;
  if (!user) return redirect(pageUrl(request.locale, 'signin', request.url.pathname + request.url.search));
  // A post answers an invitation; the page is then shown again, with what happened above it.
  const answered = request.req.method === 'POST' ? await answerFromForm(request, user.id) : null;
  const notice = answered?.notice;
  const [details] = await request.db.query<{ email: string }>('select email from app_user where id = $1', [
    user.id,
  ]);
  const groups = await request.db.query<{ display_name: string; role: number | null }>(
    `select g.display_name, m.role from membership m join usergroup g on g.id = m.usergroup_id
     where m.user_id = $1 and m.status = 2 order by g.display_name`,
    [user.id],
  );
  const invitations = await invitationsOf(request.db, user.id);
  const groupList = groups.length
    ? `<ul>${groups
        .map((g) => `<li>${escapeHtml(g.display_name)}${g.role ? ` — ${t.role} ${g.role}` : ''}</li>`)
        .join('')}</ul>`
    : `<p>${t.noGroups}</p>`;
  const noticeHtml = notice
    ? notice.kind === 'error'
      ? `<p class="error" role="alert">${escapeHtml(notice.text)}</p>`
      : `<p class="notice" role="status">${escapeHtml(notice.text)}</p>`
    : '';
  return html(
    answered?.status ?? 200,
    layout(
      t,
      t.profileTitle,
      `<h1>${t.profileTitle}</h1>
${noticeHtml}
<dl>
  <dt>${t.username}</dt><dd>${escapeHtml(user.username)}${user.is_superuser ? ` (${t.superuser})` : ''}</dd>
  <dt>${t.firstName}</dt><dd>${escapeHtml(user.first_name)}</dd>
  <dt>${t.lastName}</dt><dd>${escapeHtml(user.last_name)}</dd>
  <dt>${t.email}</dt><dd>${escapeHtml(details?.email ?? '')}</dd>
  <dt>${t.groups}</dt><dd>${groupList}</dd>
</dl>
${invitationList(request, t, invitations, next)}
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
    ? `<p>${t.accepted} ${escapeHtml(acceptedAt.toLocaleDateString({ en: 'en-GB', it: 'it-IT' }[t.lang] ?? 'fr-FR'))}.</p>
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
      // POST: the invitation form (the app hands over only URL-encoded form posts).
      return ['GET', 'HEAD', 'POST'].includes(request.req.method ?? '') ? profile(request, t) : null;
    case 'terms':
      return terms(request, t);
    case 'signout':
      return signOut(request, t);
    default:
      return null;
  }
}
