import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { unique } from '../support/fixtures.ts';
import { type Client, clientFor, type TestServer } from '../support/server.ts';
import {
  type AccountsWorld,
  closeAccountsWorld,
  type Member,
  membersPath as members,
  openAccountsWorld,
  type Page,
  userPath as user,
} from './accountsWorld.ts';

// Audit 2026-11-25, finding H1, what the screens need after the fix: (1) the user answer says whether
// the caller may change and delete the account (`editable`, the server's own rule), so the screens
// stop offering what the server refuses; (2) an invited user accepts or declines its invitations
// on the login service's profile page.

interface User {
  id: number;
  username: string;
  editable?: boolean;
}

let world: AccountsWorld;
let server: TestServer;
let users: AccountsWorld['users'];
let groups: AccountsWorld['groups'];
let admin: Client;
let gestionnaire: Client;
let producteur: Client;
let visiteur: Client;

beforeAll(async () => {
  world = await openAccountsWorld();
  ({ server, users, groups, admin, gestionnaire, producteur, visiteur } = world);
});

afterAll(() => closeAccountsWorld(world));

/** The membership of `userId` in `group` as stored (null when there is none). */
async function membership(
  group: number,
  userId: number,
): Promise<{ role: number | null; status: number } | null> {
  const [row] = await server.app.db.query<{ role: number | null; status: number }>(
    'select role, status from membership where usergroup_id = $1 and user_id = $2',
    [group, userId],
  );
  return row ?? null;
}

describe('H1: the user answer says whether the caller may change and delete the account', () => {
  test('H1: editable is true for an account of the caller’s organisation only, false for one active elsewhere, true for a superuser', async () => {
    const visiteurId = users.visiteur as number;
    const producteurId = users.producteur as number;
    // visiteur is active in the CACL only (its CTG request is pending): gestionnaire administers it.
    const own = await gestionnaire.request<User>('GET', user(visiteurId));
    expect(own.status).toBe(200);
    expect(own.body.editable).toBe(true);
    // producteur is also active in the Office de l'Eau: gestionnaire reads it, changes nothing.
    const shared = await gestionnaire.request<User>('GET', user(producteurId));
    expect(shared.status).toBe(200);
    expect(shared.body.editable).toBe(false);
    // The flag is the server's own decision: what it says false is refused, what it says true goes.
    expect(
      (await gestionnaire.request('PATCH', user(producteurId), { json: { email_notification: true } }))
        .status,
    ).toBe(403);
    const saved = await gestionnaire.request<User>('PATCH', user(visiteurId), {
      json: { email_notification: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.editable).toBe(true);
    // A superuser may change every account.
    for (const id of [visiteurId, producteurId, users.ebaptiste as number]) {
      expect((await admin.request<User>('GET', user(id))).body.editable).toBe(true);
    }
  });

  test('H1: the rows of the user list and of the access requests carry the same flag', async () => {
    const list = await gestionnaire.request<Page<User>>('GET', '/fr/usergroup/users/', {
      query: { page_size: 100, status__in: '1,2,3' },
    });
    expect(list.status).toBe(200);
    const flag = (rows: User[], username: string) => rows.find((row) => row.username === username)?.editable;
    expect(flag(list.body.results, 'visiteur')).toBe(true);
    expect(flag(list.body.results, 'producteur')).toBe(false);
    // An account asking to join the CACL and the Office de l'Eau: gestionnaire may not decide alone.
    const name = unique('demande');
    const asked = await admin.request<User>('POST', '/fr/usergroup/users/', {
      json: {
        username: name,
        first_name: 'Deux',
        last_name: 'Demandes',
        email: `${name}@example.org`,
        status: 1,
      },
    });
    expect(asked.status).toBe(201);
    for (const group of [groups.cacl, groups.oeg]) {
      const added = await admin.request('POST', members(group), {
        json: { user_id: asked.body.id, role: null, status: 1 },
      });
      expect(added.status).toBe(201);
    }
    const requests = await gestionnaire.request<Page<User>>('GET', '/fr/usergroup/user-requests/', {
      query: { page_size: 100, status__in: '1' },
    });
    expect(requests.status).toBe(200);
    expect(flag(requests.body.results, name)).toBe(false);
    expect(flag(requests.body.results, 'jdupont')).toBe(true);
    expect((await gestionnaire.request('PATCH', user(asked.body.id), { json: { status: 2 } })).status).toBe(
      403,
    );
    const superuser = await admin.request<Page<User>>('GET', '/fr/usergroup/user-requests/', {
      query: { page_size: 100, status__in: '1' },
    });
    expect(flag(superuser.body.results, name)).toBe(true);
  });
});

/** A page's text with the numeric character references the login pages write decoded. */
const decoded = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The profile page as `client` sees it. */
const profile = (client: Client, locale = 'fr') => client.request('GET', `/${locale}/login/profile/`);

/** Posts a decision on the profile page's invitation form, with the CSRF token unless told. */
function answer(
  client: Client,
  group: number,
  decision: string,
  { csrf = true, locale = 'fr' }: { csrf?: boolean; locale?: string } = {},
) {
  return client.request('POST', `/${locale}/login/profile/`, {
    urlencoded: {
      ...(csrf ? { csrfmiddlewaretoken: client.cookies.get('csrftoken') ?? '' } : {}),
      usergroup: String(group),
      decision,
    },
  });
}

describe('H1: an invited user accepts or declines its invitations on the profile page', () => {
  test('H1: visiteur sees gestionnaire’s invitation to the Mobility group and accepts it (active, role kept); forged and token-less posts change nothing', async () => {
    const visiteurId = users.visiteur as number;
    const producteurId = users.producteur as number;
    // producteur is invited to the Mobility group first: visiteur cannot answer for it.
    const other = await gestionnaire.request<Member>('POST', members(groups.mobility), {
      json: { user_id: producteurId, role: null },
    });
    expect(other.status).toBe(201);
    expect(other.body.status).toBe(0);
    const forged = await answer(visiteur, groups.mobility, 'accept');
    expect(forged.status).toBe(400);
    expect(decoded(forged.text)).toContain("Vous n'avez pas d'invitation");
    expect(await membership(groups.mobility, producteurId)).toEqual({ role: null, status: 0 });
    expect(await membership(groups.mobility, visiteurId)).toBeNull();

    const invited = await gestionnaire.request<Member>('POST', members(groups.mobility), {
      json: { user_id: visiteurId, role: 1 },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ role: 1, status: 0 });

    const page = await profile(visiteur);
    expect(page.status).toBe(200);
    const invitations = page.text.slice(page.text.indexOf('Invitations'));
    expect(invitations).toContain('Groupe de travail Mobilité');
    expect(invitations).toContain(`name="usergroup" value="${groups.mobility}"`);
    expect(invitations).toMatch(/name="decision" value="accept"/);
    expect(invitations).toMatch(/name="decision" value="decline"/);
    expect(invitations).toContain(`name="csrfmiddlewaretoken" value="${visiteur.cookies.get('csrftoken')}"`);
    // Only invitations are offered: the pending request to the CTG (status 1) is not the user's to answer.
    expect(invitations).not.toContain(`name="usergroup" value="${groups.ctg}"`);

    // Without the CSRF token (a post from another site): refused, nothing changes.
    const tokenless = await answer(visiteur, groups.mobility, 'accept', { csrf: false });
    expect(tokenless.status).toBe(403);
    expect(await membership(groups.mobility, visiteurId)).toEqual({ role: 1, status: 0 });

    const accepted = await answer(visiteur, groups.mobility, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.text).toContain('role="status"');
    expect(accepted.text).toContain('Vous avez rejoint Groupe de travail Mobilité.');
    expect(await membership(groups.mobility, visiteurId)).toEqual({ role: 1, status: 2 });
    const roles = await admin.request<{ usergroup_roles: { role: number; usergroup: { id: number } }[] }>(
      'GET',
      user(visiteurId),
    );
    expect(roles.body.usergroup_roles).toContainEqual(
      expect.objectContaining({ role: 1, usergroup: expect.objectContaining({ id: groups.mobility }) }),
    );
    // producteur's invitation is untouched.
    expect(await membership(groups.mobility, producteurId)).toEqual({ role: null, status: 0 });
  });

  test('H1: a non-invitation is neither accepted nor declined on the profile page', async () => {
    const visiteurId = users.visiteur as number;
    // The CTG request awaits its administrator (status 1); the CACL membership is active.
    for (const decision of ['accept', 'decline']) {
      const pending = await answer(visiteur, groups.ctg, decision);
      expect(pending.status).toBe(400);
      const active = await answer(visiteur, groups.cacl, decision);
      expect(active.status).toBe(400);
    }
    expect(await membership(groups.ctg, visiteurId)).toEqual({ role: null, status: 1 });
    expect(await membership(groups.cacl, visiteurId)).toEqual({ role: null, status: 2 });
    // Not a group id, not a decision: refused as well.
    expect((await answer(visiteur, groups.ctg, 'promote')).status).toBe(400);
    expect(
      (
        await visiteur.request('POST', '/fr/login/profile/', {
          urlencoded: {
            csrfmiddlewaretoken: visiteur.cookies.get('csrftoken') ?? '',
            usergroup: 'x',
            decision: 'accept',
          },
        })
      ).status,
    ).toBe(400);
    // Anonymous: sent to sign in, nothing answered.
    const anonymous = await clientFor(server, null);
    const signIn = await answer(anonymous, groups.mobility, 'accept');
    expect(signIn.status).toBe(303);
  });

  test('H1: declining removes the invitation, in the page’s language', async () => {
    const producteurId = users.producteur as number;
    let [row] = await server.app.db.query<{ status: number }>(
      'select status from membership where usergroup_id = $1 and user_id = $2',
      [groups.mobility, producteurId],
    );
    if (!row) {
      const invited = await gestionnaire.request<Member>('POST', members(groups.mobility), {
        json: { user_id: producteurId, role: null },
      });
      expect(invited.status).toBe(201);
      [row] = [{ status: 0 }];
    }
    expect(row.status).toBe(0);
    const page = await profile(producteur, 'en');
    expect(page.text).toContain('Invitations');
    expect(page.text).toContain('Decline');
    const declined = await answer(producteur, groups.mobility, 'decline', { locale: 'en' });
    expect(declined.status).toBe(200);
    expect(declined.text).toContain('You declined the invitation to Groupe de travail Mobilité.');
    expect(await membership(groups.mobility, producteurId)).toBeNull();
    // Its other memberships stay.
    expect(await membership(groups.oeg, producteurId)).toEqual({ role: 1, status: 2 });
  });
});
