import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { unique } from '../support/fixtures.ts';
import type { Client, TestServer } from '../support/server.ts';
import {
  type AccountsWorld,
  closeAccountsWorld,
  type Member,
  memberPath as member,
  membersPath as members,
  openAccountsWorld,
  type Page,
  userPath as user,
} from './accountsWorld.ts';

// Audit 2026-11-25, findings H1, M1, L3 and L4 (accounts): each attack of the audit, as the demo
// accounts, is refused, and the legitimate path beside it still works.

interface User {
  id: number;
  username: string;
  email: string;
  status: number;
  usergroup_roles: { role: number; usergroup: { id: number } }[];
}

let world: AccountsWorld;
let server: TestServer;
let users: AccountsWorld['users'];
let groups: AccountsWorld['groups'];
let admin: Client;
let gestionnaire: Client;
let producteur: Client;

beforeAll(async () => {
  world = await openAccountsWorld();
  ({ server, users, groups, admin, gestionnaire, producteur } = world);
});

afterAll(() => closeAccountsWorld(world));

/** A fresh account, made an active member of `group` by the superuser. */
async function accountIn(group: number | null): Promise<number> {
  const name = unique('compte');
  const created = await admin.request<User>('POST', '/fr/usergroup/users/', {
    json: { username: name, first_name: 'Test', last_name: 'Compte', email: `${name}@example.org` },
  });
  expect(created.status).toBe(201);
  if (group !== null) {
    const added = await admin.request('POST', members(group), {
      json: { user_id: created.body.id, role: null, status: 2 },
    });
    expect(added.status).toBe(201);
  }
  return created.body.id;
}

async function rolesOf(id: number): Promise<number[]> {
  const answer = await admin.request<User>('GET', user(id));
  return answer.body.usergroup_roles.map((role) => role.usergroup.id);
}

describe('H1: account takeover across organisations', () => {
  test('H1: gestionnaire cannot enrol the Parc amazonien administrator in its group, then change or delete the account', async () => {
    const victim = users.ebaptiste as number;
    expect(
      (await gestionnaire.request('PATCH', user(victim), { json: { email_notification: false } })).status,
    ).toBe(403);
    // Step 2 of the audit: the administrator "adds" the victim, active, to its Mobility group.
    const added = await gestionnaire.request('POST', members(groups.mobility), {
      json: { user_id: victim, role: null, status: 2 },
    });
    expect(added.status).not.toBe(201);
    expect([400, 403]).toContain(added.status);
    // Step 3: change the e-mail, deactivate, delete.
    for (const body of [{ email: 'attacker@evil.example' }, { status: 3 }, { username: 'pris' }]) {
      expect((await gestionnaire.request('PATCH', user(victim), { json: body })).status).toBe(403);
    }
    expect((await gestionnaire.request('DELETE', user(victim))).status).toBe(403);
    const after = await admin.request<User>('GET', user(victim));
    expect(after.body).toMatchObject({
      email: 'e.baptiste@parc-guyane.example',
      status: 2,
      username: 'ebaptiste',
    });
    const mobility = await admin.request<Page<Member>>('GET', members(groups.mobility), {
      query: { page_size: 100 },
    });
    expect(mobility.body.results.map((m) => m.user.id)).not.toContain(victim);
  });

  test('H1: a member an administrator adds is invited (awaiting verification) until the user accepts it', async () => {
    const invited = users.producteur as number;
    // An administrator cannot make the membership active, nor awaiting validation, itself.
    for (const status of [1, 2]) {
      const refused = await gestionnaire.request('POST', members(groups.mobility), {
        json: { user_id: invited, role: 1, status },
      });
      expect(refused.status).toBe(403);
    }
    const invitation = await gestionnaire.request<Member>('POST', members(groups.mobility), {
      json: { user_id: invited, role: 1 },
    });
    expect(invitation.status).toBe(201);
    expect(invitation.body).toMatchObject({ role: 1, status: 0 });
    // The invitation gives nothing yet, and only the user (or a superuser) accepts it.
    expect(await rolesOf(invited)).not.toContain(groups.mobility);
    const forced = await gestionnaire.request('PUT', member(groups.mobility, invited), {
      json: { role: 1, status: 2 },
    });
    expect(forced.status).toBe(403);
    // The user accepts the invitation as it was made, not with a higher role.
    const raised = await producteur.request('PUT', member(groups.mobility, invited), {
      json: { role: 2, status: 2 },
    });
    expect(raised.status).toBe(403);
    const accepted = await producteur.request<Member>('PUT', member(groups.mobility, invited), {
      json: { role: 1, status: 2 },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ role: 1, status: 2 });
    expect(await rolesOf(invited)).toContain(groups.mobility);
    // Producteur also belongs to the OEG, which gestionnaire does not administer: its identity stays out of reach.
    expect(
      (await gestionnaire.request('PATCH', user(invited), { json: { email: 'x@evil.example' } })).status,
    ).toBe(403);
    // A user does not accept a membership for someone else, nor change its own accepted one.
    expect(
      (
        await producteur.request('PUT', member(groups.mobility, users.gestionnaire as number), {
          json: { role: 2, status: 2 },
        })
      ).status,
    ).toBe(403);
  });

  test('H1: a user who also belongs to a group the caller does not administer is changed or deleted only by a superuser', async () => {
    const shared = await accountIn(groups.pag);
    // The superuser adds the account, active, to the Mobility group: gestionnaire administers one of its groups only.
    expect(
      (
        await admin.request('POST', members(groups.mobility), {
          json: { user_id: shared, role: null, status: 2 },
        })
      ).status,
    ).toBe(201);
    for (const body of [{ email: 'attacker@evil.example' }, { status: 3 }, { first_name: 'Pris' }]) {
      expect((await gestionnaire.request('PATCH', user(shared), { json: body })).status).toBe(403);
    }
    expect((await gestionnaire.request('DELETE', user(shared))).status).toBe(403);
    expect((await admin.request('PATCH', user(shared), { json: { status: 3 } })).status).toBe(200);
    expect((await admin.request('DELETE', user(shared))).status).toBe(204);
  });

  test('H1: an administrator still manages the active members of its own organisation and validates their requests', async () => {
    const colleague = await accountIn(groups.cacl);
    const changed = await gestionnaire.request<User>('PATCH', user(colleague), {
      json: { email: 'nouvelle@example.org', first_name: 'Nouvelle', status: 3 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: 'nouvelle@example.org', status: 3 });
    expect((await gestionnaire.request('DELETE', user(colleague))).status).toBe(204);
    // jdupont asked to join the CACL (awaiting validation): its administrator validates it.
    const jdupont = users.jdupont as number;
    const validated = await gestionnaire.request<Member>('PUT', member(groups.cacl, jdupont), {
      json: { role: 1, status: 2 },
    });
    expect(validated.status).toBe(200);
    expect(validated.body.status).toBe(2);
    // A superuser validates an invitation for the user.
    const invitee = await accountIn(groups.cacl);
    expect(
      (
        await gestionnaire.request<Member>('POST', members(groups.mobility), {
          json: { user_id: invitee, role: null },
        })
      ).body.status,
    ).toBe(0);
    const byAdmin = await admin.request<Member>('PUT', member(groups.mobility, invitee), {
      json: { role: null, status: 2 },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.status).toBe(2);
  });
});

describe('H1: sign-ups awaiting validation', () => {
  test('H1: an administrator activates an account that asked to join only its groups, not one active elsewhere', async () => {
    /** A new account (status 1) asking to join `asked` (status 1 memberships), active in `active`. */
    async function signUp(asked: number[], active: number[]): Promise<number> {
      const id = await accountIn(null);
      expect((await admin.request('PATCH', user(id), { json: { status: 1 } })).status).toBe(200);
      for (const [groups_, status] of [
        [asked, 1],
        [active, 2],
      ] as const) {
        for (const group of groups_) {
          const added = await admin.request('POST', members(group), {
            json: { user_id: id, role: null, status },
          });
          expect(added.status).toBe(201);
        }
      }
      return id;
    }
    const own = await signUp([groups.cacl], []);
    expect((await gestionnaire.request('PATCH', user(own), { json: { status: 2 } })).status).toBe(200);
    const alsoElsewhere = await signUp([groups.cacl, groups.pag], []);
    expect((await gestionnaire.request('PATCH', user(alsoElsewhere), { json: { status: 2 } })).status).toBe(
      403,
    );
    const activeElsewhere = await signUp([groups.cacl], [groups.pag]);
    expect((await gestionnaire.request('PATCH', user(activeElsewhere), { json: { status: 3 } })).status).toBe(
      403,
    );
  });
});

describe('M1: account administrators read the accounts of their groups only', () => {
  test('M1: gestionnaire lists and reads only users with a membership in a group it administers', async () => {
    const all = await admin.request<Page<User>>('GET', '/fr/usergroup/users/', { query: { page_size: 100 } });
    const listed = await gestionnaire.request<Page<User>>('GET', '/fr/usergroup/users/', {
      query: { page_size: 100 },
    });
    expect(listed.status).toBe(200);
    const reachable = new Set(
      (
        await server.app.db.query<{ user_id: number }>(
          'select distinct user_id from membership where usergroup_id = any($1::int[])',
          [[groups.cacl, groups.mobility]],
        )
      ).map((row) => row.user_id),
    );
    const ids = listed.body.results.map((u) => u.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => reachable.has(id))).toBe(true);
    expect(listed.body.count).toBe(ids.length);
    expect(listed.body.count).toBeLessThan(all.body.count);
    expect(ids).not.toContain(users.admin);
    expect(ids).not.toContain(users.ebaptiste);
    // A filter on another organisation reveals nobody.
    const pag = await gestionnaire.request<Page<User>>('GET', '/fr/usergroup/users/', {
      query: { usergroup_id: groups.pag },
    });
    expect(pag.status).toBe(200);
    expect(pag.body.count).toBe(0);
    // One by one: the superuser and another organisation's administrator are refused.
    expect((await gestionnaire.request('GET', user(users.admin as number))).status).toBe(403);
    expect((await gestionnaire.request('GET', user(users.ebaptiste as number))).status).toBe(403);
    // Its own organisation's requests, its own account: read.
    expect((await gestionnaire.request('GET', user(users.jdupont as number))).status).toBe(200);
    expect((await gestionnaire.request('GET', user(users.gestionnaire as number))).status).toBe(200);
    // The superuser reads everyone.
    const superPag = await admin.request<Page<User>>('GET', '/fr/usergroup/users/', {
      query: { usergroup_id: groups.pag },
    });
    expect(superPag.body.count).toBeGreaterThan(0);
  });
});

describe('M1: accounts an administrator creates', () => {
  test('M1: an account gestionnaire creates joins its organisation (active, no role), so it stays in its reach', async () => {
    const name = unique('cree');
    const created = await gestionnaire.request<User>('POST', '/fr/usergroup/users/', {
      json: {
        username: name,
        first_name: 'Créé',
        last_name: 'Pargestionnaire',
        email: `${name}@example.org`,
      },
    });
    expect(created.status).toBe(201);
    const cacl = await admin.request<Page<Member>>('GET', members(groups.cacl), { query: { search: name } });
    expect(cacl.body.results).toEqual([expect.objectContaining({ role: null, status: 2 })]);
    const mobility = await admin.request<Page<Member>>('GET', members(groups.mobility), {
      query: { search: name },
    });
    expect(mobility.body.count).toBe(0);
    expect((await gestionnaire.request('GET', user(created.body.id))).status).toBe(200);
    expect(
      (await gestionnaire.request('PATCH', user(created.body.id), { json: { phone: '0594000000' } })).status,
    ).toBe(200);
    // A superuser's new account joins nothing.
    const bySuperuser = await accountIn(null);
    expect(await rolesOf(bySuperuser)).toEqual([]);
    expect((await gestionnaire.request('GET', user(bySuperuser))).status).toBe(403);
  });
});

describe('L3: links between groups', () => {
  test('L3: a link needs administering both groups (or a superuser)', async () => {
    const children = (group: number) => `/fr/usergroup/user-groups/${group}/children/`;
    const parents = (group: number) => `/fr/usergroup/user-groups/${group}/parents/`;
    // The audit's attack, and its mirror through the parents of the other group.
    expect(
      (await gestionnaire.request('POST', children(groups.mobility), { json: { child_id: groups.pag } }))
        .status,
    ).toBe(403);
    expect(
      (await gestionnaire.request('POST', parents(groups.pag), { json: { parent_id: groups.mobility } }))
        .status,
    ).toBe(403);
    expect(
      (await gestionnaire.request('POST', parents(groups.mobility), { json: { parent_id: groups.pag } }))
        .status,
    ).toBe(403);
    const pagParents = await admin.request<{ id: number }[]>('GET', parents(groups.pag));
    expect(pagParents.body.map((g) => g.id)).not.toContain(groups.mobility);
    // A link the superuser made is not undone by an administrator of one end only.
    expect(
      (await admin.request('POST', children(groups.mobility), { json: { child_id: groups.pag } })).status,
    ).toBe(201);
    expect((await gestionnaire.request('DELETE', `${children(groups.mobility)}${groups.pag}/`)).status).toBe(
      403,
    );
    expect((await gestionnaire.request('DELETE', `${parents(groups.pag)}${groups.mobility}/`)).status).toBe(
      403,
    );
    expect((await admin.request('DELETE', `${children(groups.mobility)}${groups.pag}/`)).status).toBe(204);
    // Both ends administered: the administrator links and unlinks.
    expect(
      (await gestionnaire.request('POST', children(groups.mobility), { json: { child_id: groups.cacl } }))
        .status,
    ).toBe(201);
    expect((await gestionnaire.request('DELETE', `${parents(groups.cacl)}${groups.mobility}/`)).status).toBe(
      204,
    );
  });
});

describe('L4: user names', () => {
  test('L4: names are trimmed and NFKC-normalised, and one differing by case, width or spacing is refused', async () => {
    const account = await accountIn(groups.cacl);
    // The audit's rename: "ADMIN " is the superuser's name in another case, with a trailing space.
    for (const name of ['ADMIN ', ' admin', 'ａｄｍｉｎ', 'Ad\u200Bmin', 'ad min', 'GESTIONNAIRE']) {
      const answer = await admin.request<Record<string, string[]>>('PATCH', user(account), {
        json: { username: name },
      });
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(answer.body.username?.length).toBeGreaterThan(0);
    }
    const created = await admin.request<Record<string, string[]>>('POST', '/fr/usergroup/users/', {
      json: { username: 'Producteur', first_name: 'A', last_name: 'B', email: `${unique('c')}@example.org` },
    });
    expect(created.status).toBe(400);
    expect(created.body.username?.length).toBeGreaterThan(0);
    // A new name is stored trimmed and in its NFKC form; its case variants are then taken.
    const fresh = unique('Nom');
    const renamed = await gestionnaire.request<User>('PATCH', user(account), {
      json: { username: `  ${fresh.replace('N', 'Ｎ')}  ` },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.username).toBe(fresh);
    const other = await accountIn(groups.cacl);
    const clash = await admin.request('PATCH', user(other), { json: { username: fresh.toUpperCase() } });
    expect(clash.status).toBe(400);
    // Messages follow the request's language.
    const english = await admin.request<Record<string, string[]>>('PATCH', `/en/usergroup/users/${other}/`, {
      json: { username: fresh.toLowerCase() },
    });
    expect(english.body.username?.[0]).toMatch(/already/);
  });

  test('L4: a name stored before the rules does not block saving the rest of the account', async () => {
    const legacy = await accountIn(groups.cacl);
    const name = ` ${unique('Ancien Nom')} `;
    await server.app.db.query('update app_user set username = $1 where id = $2', [name, legacy]);
    const saved = await gestionnaire.request<User>('PATCH', user(legacy), {
      json: { username: name.trim(), first_name: 'Gardé' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.username).toBe(name);
    // Renamed, the new name follows the rules.
    const renamed = await gestionnaire.request('PATCH', user(legacy), { json: { username: 'un autre nom' } });
    expect(renamed.status).toBe(400);
  });

  test('L4: a user who is not a superuser does not rename itself', async () => {
    const self = users.producteur as number;
    const renamed = await producteur.request('PATCH', user(self), { json: { username: unique('autre') } });
    expect(renamed.status).toBe(403);
    // Its profile saves with its own name unchanged.
    const saved = await producteur.request<User>('PATCH', user(self), {
      json: { username: 'producteur', first_name: 'Paula' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.username).toBe('producteur');
  });
});
