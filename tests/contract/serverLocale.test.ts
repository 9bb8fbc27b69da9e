import { describe, expect, test } from 'vitest';
import { type Fixtures, unique } from './support/fixtures.ts';
import type { Client, TestServer } from './support/server.ts';
import { serverForFile } from './support/suite.ts';

// The backend answers in the request's locale, as a Django backend with translated choices and
// messages does (issue 27 §4): reference labels, its own messages, French by default.

type Item = { id: number; label: string };
type Locale = 'fr' | 'en' | 'it';

let server: TestServer;
let f: Fixtures;
let admin: Client;

serverForFile((ready) => {
  ({ server, f, admin } = ready);
});

const labels = async (locale: Locale, path: string) => {
  const answer = await admin.request<Item[]>('GET', `/${locale}${path}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};
const labelOf = async (locale: Locale, path: string, id: number) =>
  (await labels(locale, path)).find((item) => item.id === id)?.label;

describe('reference labels', () => {
  test.each([
    ['fr', 'Actif', 'Désactivé'],
    ['en', 'Active', 'Disabled'],
    ['it', 'Attivo', 'Disattivato'],
  ] as const)('user and group statuses in %s', async (locale, active, disabled) => {
    expect(await labelOf(locale, '/usergroup/user-status/', 2)).toBe(active);
    expect(await labelOf(locale, '/usergroup/user-group-status/', 3)).toBe(disabled);
  });

  test.each([
    ['fr', 'Point de contact', 'Toutes les heures', 'Association', 'Table PostgreSQL'],
    ['en', 'Point of contact', 'Every hour', 'Association', 'PostgreSQL table'],
    ['it', 'Punto di contatto', 'Ogni ora', 'Associazione', 'Tabella PostgreSQL'],
  ] as const)(
    'contact roles, schedulers, organisation types and data formats in %s',
    async (locale, role, hourly, association, table) => {
      expect((await labels(locale, '/dataset/contact-roles/')).map((item) => item.label)).toContain(role);
      expect((await labels(locale, '/dataset/schedulers/')).map((item) => item.label)).toContain(hourly);
      expect((await labels(locale, '/organisation/organisation-types/')).map((item) => item.label)).toContain(
        association,
      );
      const formats = await admin.request<Item[]>('GET', `/${locale}/resource/data-format/`);
      expect(formats.body.map((format) => format.label)).toContain(table);
    },
  );

  test.each(['fr', 'en', 'it'] as const)('every list in %s is sorted by its own labels', async (locale) => {
    for (const path of ['/dataset/update-frequencies/', '/dataset/topics/', '/dataset/licenses/']) {
      const shown = (await labels(locale, path)).map((item) => item.label);
      const collator = new Intl.Collator(locale, { sensitivity: 'base' });
      expect(shown, path).toEqual([...shown].sort((a, b) => collator.compare(a, b)));
    }
    const frequencies = await labels(locale, '/dataset/update-frequencies/');
    expect(frequencies[0]?.label).toBe({ fr: 'Annuelle', en: 'Annual', it: 'Annuale' }[locale]);
  });

  test('a label with no translation is shown in French', async () => {
    await server.app.db.query(
      "insert into reference_item (list, id, label) values ('kind', 999, 'Données ajoutées')",
    );
    expect(await labelOf('it', '/dataset/kinds/', 999)).toBe('Données ajoutées');
  });
});

describe("the server's own messages", () => {
  test.each([
    ['fr', 'Vous ne pouvez pas supprimer votre propre compte.'],
    ['en', 'You cannot delete your own account.'],
    ['it', 'Non puoi eliminare il tuo account.'],
  ] as const)('deleting oneself, in %s', async (locale, message) => {
    const answer = await admin.request('DELETE', `/${locale}/usergroup/users/${f.ids.users.admin}/`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ non_field_errors: [message] });
  });

  test.each([
    ['fr', 'Un jeu de données ne peut pas être son propre ancêtre.'],
    ['en', 'A dataset cannot be its own ancestor.'],
    ['it', 'Un dataset non può essere antenato di sé stesso.'],
  ] as const)('a dataset as its own parent, in %s', async (locale, message) => {
    const dataset = await f.dataset();
    const answer = await admin.request('PATCH', `/${locale}/dataset/datasets/${dataset.id}/`, {
      json: { parent: dataset.id },
    });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body).toEqual({ parent: [message] });
  });

  test.each([
    ['fr', 'Pas trouvé.', 'Ce champ est obligatoire.', "Informations d'authentification non fournies."],
    ['en', 'Not found.', 'This field is required.', 'Authentication credentials were not provided.'],
    [
      'it',
      'Non trovato.',
      'Questo campo è obbligatorio.',
      'Le credenziali di autenticazione non sono state fornite.',
    ],
  ] as const)('404, validation and 401 in %s', async (locale, notFound, required, anonymous) => {
    const missing = await admin.request('GET', `/${locale}/dataset/datasets/999999/`);
    expect(missing.body).toEqual({ detail: notFound });
    const invalid = await admin.request<Record<string, string[]>>('POST', `/${locale}/dataset/contacts/`, {
      json: { email: 'x@example.org' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.name).toEqual([required]);
    const signedOut = await fetch(`${server.url}/${locale}/dataset/categories/`);
    expect(await signedOut.json()).toEqual({ detail: anonymous });
  });

  test.each([
    ['fr', 'L’adresse 127.0.0.1 est privée ou locale : elle est refusée par la configuration du serveur.'],
    ['en', 'The address 127.0.0.1 is private or local: the server’s configuration refuses it.'],
    ['it', 'L’indirizzo 127.0.0.1 è privato o locale: la configurazione del server lo rifiuta.'],
  ] as const)('the reason an indexer test failed, in %s', async (locale, reason) => {
    const created = await admin.request<{ id: number }>('POST', '/fr/indexer/remote-api-indexes/', {
      json: { ...f.indexerBody(), url: 'http://127.0.0.1:9/api/3/' },
    });
    const trial = await admin.request(
      'GET',
      `/${locale}/indexer/remote-api-indexes/${created.body.id}/trial/`,
    );
    expect(trial.status, trial.text).toBe(200);
    expect(trial.body).toEqual({ status: 'FAILURE', err: reason });
  });

  test.each([
    ['fr', 'Tâche mise en file d’attente.'],
    ['en', 'Task queued.'],
    ['it', 'Attività messa in coda.'],
  ] as const)('the steps of a task, in %s', async (locale, queued) => {
    const task = await admin.request<{ timeline: { step: string; message: string }[] }>(
      'GET',
      `/${locale}/dashboard/task-queue-track/${f.ids.caclTask}/`,
    );
    expect(task.status, task.text).toBe(200);
    expect(task.body.timeline.find((entry) => entry.step === 'queued')?.message).toBe(queued);
  });

  test('the login pages are in Italian under /it/', async () => {
    const page = await fetch(`${server.url}/it/login/signin/`);
    const html = await page.text();
    expect(html).toContain('lang="it"');
    expect(html).toContain('Nome utente');
  });
});

describe('a second user with an e-mail address already used', () => {
  test.each([
    ['fr', 'Un utilisateur avec cette adresse e-mail existe déjà.'],
    ['en', 'A user with this e-mail address already exists.'],
    ['it', 'Esiste già un utente con questo indirizzo e-mail.'],
  ] as const)('is refused on email, ignoring case, in %s', async (locale, message) => {
    const answer = await admin.request<Record<string, string[]>>('POST', `/${locale}/usergroup/users/`, {
      json: {
        username: unique('double'),
        first_name: 'Double',
        last_name: 'Compte',
        email: 'Producteur@Example.org',
      },
    });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body).toEqual({ email: [message] });
  });

  test('an existing user may not take it either, but keeps their own', async () => {
    const id = await f.caclUser();
    const taken = await admin.request<Record<string, string[]>>('PATCH', `/en/usergroup/users/${id}/`, {
      json: { email: 'visiteur@example.org' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.email).toEqual(['A user with this e-mail address already exists.']);
    const own = await admin.request<{ email: string }>('GET', `/en/usergroup/users/${id}/`);
    const kept = await admin.request('PATCH', `/en/usergroup/users/${id}/`, {
      json: { email: own.body.email.toUpperCase() },
    });
    expect(kept.status, kept.text).toBe(200);
  });

  test('both fields are named when the user name is taken too', async () => {
    const answer = await admin.request<Record<string, string[]>>('POST', '/en/usergroup/users/', {
      json: { username: 'visiteur', first_name: 'V', last_name: 'V', email: 'visiteur@example.org' },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body).sort()).toEqual(['email', 'username']);
  });
});
