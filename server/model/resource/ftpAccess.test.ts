import { describe, expect, test } from 'vitest';
import { startKit } from '../attention/testing/testKit.ts';

// The sFTP access request (issue 48, specification §4, decision 0032): access belongs to the group's
// sFTP space and opens only once a superuser accepted a request, superusers included.

const kit = startKit();

type Account = 'admin' | 'gestionnaire' | 'producteur' | 'visiteur';
type Request = {
  id: number;
  usergroup_id: number;
  status: string;
  reason: string | null;
  decided_at: string | null;
};

const client = (as: Account) => kit.f.client(as);
const ask = (as: Account, usergroupId: number, locale = 'fr') =>
  client(as).request<Request>('POST', `/${locale}/resource/ftp-access-requests/`, {
    json: { usergroup_id: usergroupId },
  });
const decide = (as: Account, id: number, action: 'accept' | 'refuse', reason?: string, locale = 'fr') =>
  client(as).request<Request & Record<string, unknown>>(
    'POST',
    `/${locale}/resource/ftp-access-requests/${id}/${action}/`,
    action === 'refuse' ? { json: { reason: reason ?? null } } : {},
  );
const choices = (as: Account, usergroupId: number) =>
  client(as).request('GET', `/fr/resource/ftp-choices/?usergroup_id=${usergroupId}`);
const requestsOf = (as: Account, usergroupId: number) =>
  client(as).request<Request[]>('GET', `/fr/resource/ftp-access-requests/?usergroup_id=${usergroupId}`);
const countOf = async (usergroupId: number) =>
  (
    await kit.server.app.db.query<{ n: number }>(
      'select count(*)::int as n from ftp_access_request where usergroup_id = $1',
      [usergroupId],
    )
  )[0]?.n;

describe('sFTP access requests', () => {
  test('a superuser has no access to a group without an accepted request; asking twice records one request', async () => {
    const group = await kit.f.group('organisation');
    expect((await choices('admin', group)).status).toBe(403);
    const first = await ask('admin', group);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      usergroup_id: group,
      status: 'pending',
      reason: null,
      decided_at: null,
    });
    const second = await ask('gestionnaire', group);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(await countOf(group)).toBe(1);
    expect((await choices('admin', group)).status).toBe(403);
  });

  test('the demo’s pending request of the CACL is answered, then accepted by a superuser only', async () => {
    const cacl = kit.f.ids.cacl;
    expect((await choices('admin', cacl)).status).toBe(403);
    const before = await countOf(cacl);
    const asked = await ask('admin', cacl);
    expect(asked.status).toBe(200);
    expect(asked.body.status).toBe('pending');
    expect(await countOf(cacl)).toBe(before);

    expect((await decide('gestionnaire', asked.body.id, 'accept')).status).toBe(403);
    expect((await decide('producteur', asked.body.id, 'refuse', 'non')).status).toBe(403);
    const accepted = await decide('admin', asked.body.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('granted');
    expect(accepted.body.decided_at).not.toBeNull();
    expect((await choices('admin', cacl)).status).toBe(200);
    expect((await choices('producteur', cacl)).status).toBe(200);
    expect((await choices('visiteur', cacl)).status).toBe(403);
    // Granted stays granted: asking again answers the accepted request, deciding again is refused.
    expect((await ask('producteur', cacl)).body).toMatchObject({ id: asked.body.id, status: 'granted' });
    const again = await decide('admin', asked.body.id, 'refuse', undefined, 'en');
    expect(again.status).toBe(400);
    expect(again.body.status).toEqual(['Only a pending sFTP access request can be accepted or refused.']);
    expect((await decide('admin', asked.body.id, 'accept', undefined, 'fr')).body.status).toEqual([
      "Seule une demande d'accès sFTP en attente peut être acceptée ou refusée.",
    ]);
  });

  test('a refusal keeps its reason, closes nothing it should not, and a new request may follow', async () => {
    const group = await kit.f.group('organisation');
    const asked = await ask('producteur', group);
    const refused = await decide('admin', asked.body.id, 'refuse', '  Espace plein.  ');
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: 'refused', reason: 'Espace plein.' });
    expect((await choices('admin', group)).status).toBe(403);
    const listed = await requestsOf('gestionnaire', group);
    expect(listed.status).toBe(200);
    expect(listed.body.map((r) => [r.id, r.status])).toEqual([[asked.body.id, 'refused']]);
    const anew = await ask('gestionnaire', group);
    expect(anew.status).toBe(201);
    expect(anew.body.id).not.toBe(asked.body.id);
    expect((await requestsOf('admin', group)).body.map((r) => r.status)).toEqual(['pending', 'refused']);
  });

  test('another organisation’s ids give nothing away and change nothing', async () => {
    const cacl = kit.f.ids.cacl;
    const before = await countOf(cacl);
    const other = kit.ctgProducteur;
    expect(
      (await other.request('POST', '/fr/resource/ftp-access-requests/', { json: { usergroup_id: cacl } }))
        .status,
    ).toBe(403);
    expect(
      (await other.request('GET', `/fr/resource/ftp-access-requests/?usergroup_id=${cacl}`)).status,
    ).toBe(403);
    expect(
      (await other.request('GET', '/fr/resource/ftp-access-requests/?usergroup_id=99999999')).status,
    ).toBe(403);
    expect((await requestsOf('visiteur', cacl)).status).toBe(403);
    expect((await ask('visiteur', cacl)).status).toBe(403);
    expect((await requestsOf('admin', 99_999_999)).status).toBe(400);
    expect((await decide('producteur', 99_999_999, 'accept')).status).toBe(403);
    expect((await decide('admin', 99_999_999, 'accept')).status).toBe(404);
    expect(await countOf(cacl)).toBe(before);
  });

  test('a superuser cannot publish a file of a space whose access was not accepted', async () => {
    const group = await kit.f.group('organisation');
    const dataset = (await kit.f.dataset(group)).id;
    const resource = await kit.f.admin.request<{ id: number }>('POST', '/fr/resource/resources/', {
      json: { display_name: 'Relevés sFTP' },
    });
    await kit.f.admin.request('POST', '/fr/resource/resource-dataset/', {
      json: { resource_id: resource.body.id, dataset_id: dataset, type: 1 },
    });
    const created = await kit.f.admin.request('POST', '/fr/resource/ftp/', {
      json: { resource_id: resource.body.id, file_path: 'releves-2025.csv' },
    });
    expect(created.status).toBe(403);
  });
});
