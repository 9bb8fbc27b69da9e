import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Client, clientFor, contractDrifts, startServer, type TestServer } from './support/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server.close();
});

/** Signs in through the HTML form, as a browser does. */
async function formSignIn(client: Client, username: string, password = username, next = '/publish/fr/data/') {
  const page = await client.request('GET', '/fr/login/signin/', { query: { next } });
  const token = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
  return client.request('POST', `/fr/login/signin/?next=${encodeURIComponent(next)}`, {
    urlencoded: { csrfmiddlewaretoken: token, username, password, next },
  });
}

describe('sign-in page', () => {
  test('is a real form, in French for fr and English for en, and sets the CSRF cookie', async () => {
    const client = new Client(server.url);
    const fr = await client.request('GET', '/fr/login/signin/', { query: { next: '/publish/fr/data/' } });
    expect(fr.status).toBe(200);
    expect(fr.headers.get('content-type')).toContain('text/html');
    expect(fr.text).toContain('<form method="post"');
    expect(fr.text).toContain('Se connecter');
    expect(fr.text).toContain('name="next" value="/publish/fr/data/"');
    expect(fr.headers.getSetCookie().some((c) => c.startsWith('csrftoken='))).toBe(true);
    const en = await client.request('GET', '/en/login/signin/');
    expect(en.text).toContain('Sign in');
    expect(en.text).toContain('<html lang="en">');
    expect(en.headers.getSetCookie()).toEqual([]);
  });

  test('signs in and returns to next with an HttpOnly session cookie', async () => {
    const client = new Client(server.url);
    const answer = await formSignIn(client, 'producteur');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/publish/fr/data/');
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('sessionid='));
    expect(cookie).toMatch(/HttpOnly/);
    const session = await client.request<{ user: { username: string } }>('GET', '/fr/login/session/');
    expect(session.status).toBe(200);
    expect(session.body.user.username).toBe('producteur');
  });

  test('shows an error for wrong credentials', async () => {
    const client = new Client(server.url);
    const answer = await formSignIn(client, 'producteur', 'wrong');
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('mot de passe incorrect.');
    expect(client.cookies.has('sessionid')).toBe(false);
  });

  test('refuses a form without the CSRF token', async () => {
    const client = new Client(server.url);
    await client.request('GET', '/fr/login/signin/');
    const answer = await client.request('POST', '/fr/login/signin/', {
      urlencoded: { username: 'admin', password: 'admin' },
    });
    expect(answer.status).toBe(403);
    expect(client.cookies.has('sessionid')).toBe(false);
  });

  test('never redirects outside the site', async () => {
    const client = new Client(server.url);
    const answer = await formSignIn(client, 'admin', 'admin', '//evil.example/');
    expect(answer.headers.get('location')).toBe('/publish/fr/');
  });

  test('refuses accounts that are not active', async () => {
    for (const username of ['ancien', 'jdupont', 'kpierre']) {
      const answer = await new Client(server.url).signIn(username);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'invalid_credentials' });
    }
  });
});

describe('terms of use', () => {
  test('a user who has not accepted them gets terms_required, accepts them on the page and goes back', async () => {
    const client = new Client(server.url);
    const signIn = await formSignIn(client, 'nouveau', 'nouveau', '/publish/fr/home/');
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get('location')).toBe('/fr/login/terms/?next=%2Fpublish%2Ffr%2Fhome%2F');
    const session = await client.request('GET', '/fr/login/session/');
    expect(session.status).toBe(403);
    expect(session.body).toMatchObject({ code: 'terms_required' });
    const page = await client.request('GET', '/fr/login/terms/', { query: { next: '/publish/fr/home/' } });
    expect(page.text).toContain("Conditions générales d'utilisation");
    expect(page.text).toContain("J'accepte les conditions");
    const token = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const accept = await client.request('POST', '/fr/login/terms/?next=%2Fpublish%2Ffr%2Fhome%2F', {
      urlencoded: { csrfmiddlewaretoken: token, next: '/publish/fr/home/' },
    });
    expect(accept.status).toBe(303);
    expect(accept.headers.get('location')).toBe('/publish/fr/home/');
    const after = await client.request('GET', '/fr/login/session/');
    expect(after.status).toBe(200);
  });

  test('the terms page sends anonymous visitors to the sign-in page', async () => {
    const answer = await new Client(server.url).request('GET', '/fr/login/terms/', {
      query: { next: '/publish/fr/' },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^\/fr\/login\/signin\/\?next=/);
  });
});

describe('profile page', () => {
  test('shows the signed-in user and their groups', async () => {
    const client = await clientFor(server, 'gestionnaire');
    const page = await client.request('GET', '/en/login/profile/', {
      query: { next: '/publish/en/accounts/' },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain('My profile');
    expect(page.text).toContain('Gaël');
    expect(page.text).toContain('Role 2');
    expect(page.text).toContain('href="/publish/en/accounts/"');
  });

  test('asks anonymous visitors to sign in first', async () => {
    const answer = await new Client(server.url).request('GET', '/fr/login/profile/');
    expect(answer.status).toBe(303);
  });
});

describe('JSON sign-in, session and sign-out', () => {
  test('wrong credentials answer 400 invalid_credentials', async () => {
    const answer = await new Client(server.url).signIn('admin', 'not-the-password');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'invalid_credentials' });
  });

  test('the session answers {user} with the roles, or 401', async () => {
    const client = await clientFor(server, 'gestionnaire');
    const session = await client.request<{
      user: { username: string; is_superuser: boolean; usergroup_roles: { role: number }[] };
    }>('GET', '/fr/login/session/');
    expect(session.body.user.username).toBe('gestionnaire');
    expect(session.body.user.is_superuser).toBe(false);
    expect(session.body.user.usergroup_roles.map((r) => r.role).sort()).toEqual([2, 2]);
    const anonymous = await new Client(server.url).request('GET', '/fr/login/session/');
    expect(anonymous.status).toBe(401);
  });

  test('the token works as Authorization: JWT, not when tampered, not after sign-out', async () => {
    const client = await clientFor(server, 'producteur');
    const bearer = new Client(server.url);
    bearer.useJwt = true;
    bearer.token = client.token;
    expect((await bearer.request('GET', '/fr/login/session/')).status).toBe(200);
    // JWT requests need no CSRF header.
    const created = await bearer.request('POST', '/fr/dataset/contacts/', {
      json: {
        name: 'Par jeton',
        email: 'jwt@example.org',
        usergroup: (
          await server.app.db.query<{ id: number }>("select id from usergroup where acronym = 'CACL'")
        )[0]?.id,
      },
    });
    expect(created.status).toBe(201);
    const tampered = new Client(server.url);
    tampered.useJwt = true;
    tampered.token = `${client.token?.slice(0, -2)}xx`;
    expect((await tampered.request('GET', '/fr/login/session/')).status).toBe(401);
    // The SPA's sign-out is a same-origin request (audit L8: from another site it asks first).
    const sameOrigin = { 'sec-fetch-site': 'same-origin' };
    expect((await client.request('GET', '/fr/login/signout/', { headers: sameOrigin })).status).toBe(204);
    expect((await bearer.request('GET', '/fr/login/session/')).status).toBe(401);
  });

  test('sign-out clears the session and answers 204, or redirects to next', async () => {
    const client = await clientFor(server, 'visiteur');
    // The SPA's sign-out is a same-origin request (audit L8: from another site it asks first).
    const sameOrigin = { 'sec-fetch-site': 'same-origin' };
    const signOut = await client.request('GET', '/fr/login/signout/', { headers: sameOrigin });
    expect(signOut.status).toBe(204);
    expect(client.cookies.has('sessionid')).toBe(false);
    expect((await client.request('GET', '/fr/login/session/')).status).toBe(401);
    const browser = await clientFor(server, 'visiteur');
    const redirect = await browser.request('GET', '/fr/login/signout/', {
      query: { next: '/publish/fr/home/' },
      headers: sameOrigin,
    });
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toBe('/publish/fr/home/');
    expect((await browser.request('GET', '/fr/login/session/')).status).toBe(401);
  });

  test('passwords are stored as scrypt hashes', async () => {
    const rows = await server.app.db.query<{ password_hash: string }>(
      "select password_hash from app_user where username = 'admin'",
    );
    expect(rows[0]?.password_hash).toMatch(/^scrypt\$[^$]+\$[^$]+$/);
    expect(rows[0]?.password_hash).not.toContain('admin');
  });
});

describe('CSRF', () => {
  test('the csrftoken cookie is set on the first answer only', async () => {
    const client = new Client(server.url);
    const first = await client.request('GET', '/fr/dataset/categories/');
    expect(first.headers.getSetCookie().some((c) => c.startsWith('csrftoken='))).toBe(true);
    expect(first.headers.getSetCookie().find((c) => c.startsWith('csrftoken='))).not.toMatch(/HttpOnly/);
    const second = await client.request('GET', '/fr/dataset/categories/');
    expect(second.headers.getSetCookie().some((c) => c.startsWith('csrftoken='))).toBe(false);
  });

  test('an unsafe call on a cookie session needs the matching X-CSRFToken header', async () => {
    const client = await clientFor(server, 'admin');
    const body = { json: { name: 'CSRF', email: 'csrf@example.org' } };
    const missing = await client.request('POST', '/fr/dataset/contacts/', { ...body, noCsrf: true });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ detail: expect.stringMatching(/CSRF/) });
    const wrong = await client.request('POST', '/fr/dataset/contacts/', {
      ...body,
      noCsrf: true,
      headers: { 'x-csrftoken': 'forged' },
    });
    expect(wrong.status).toBe(403);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await client.request(method, '/fr/dataset/datasets/1/', { noCsrf: true, json: {} });
      expect(answer.status, method).toBe(403);
    }
    const good = await client.request('POST', '/fr/dataset/contacts/', body);
    expect(good.status).toBe(201);
  });

  test('safe methods need no token', async () => {
    const client = await clientFor(server, 'admin');
    expect((await client.request('GET', '/fr/dataset/datasets/', { noCsrf: true })).status).toBe(200);
  });
});
