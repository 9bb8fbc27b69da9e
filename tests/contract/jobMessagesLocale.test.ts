import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FixtureCatalogues, startFixtureCatalogues } from './support/catalogues.ts';
import { type Fixtures, unique } from './support/fixtures.ts';
import { type Client, fileForm, type TestServer } from './support/server.ts';
import { serverForFile } from './support/suite.ts';

// The data jobs' reasons, steps and warnings, the harvest's log and the dataset activity are
// written in French where they happen and read in the request's language (decision 0013, amended).

type Locale = 'fr' | 'en' | 'it';
interface Task {
  status: string;
  timeline: { step: string; message: string }[];
  warnings: string[];
  errors: string[];
}
interface Page<T> {
  results: T[];
}

const fixture = (name: string) => readFile(new URL(`../../server/worker/fixtures/${name}`, import.meta.url));

let server: TestServer;
let f: Fixtures;
let admin: Client;
let remote: FixtureCatalogues;

beforeAll(async () => {
  remote = await startFixtureCatalogues();
});

afterAll(async () => {
  await remote.close();
});

// The jobs fail on purpose here, and the worker logs their failures.
serverForFile(
  (ready) => {
    ({ server, f, admin } = ready);
  },
  { app: { allowPrivateRemote: true, remoteTimeoutMs: 1_000 }, failuresLogged: true },
);

const taskIn = async (locale: Locale, id: number): Promise<Task> => {
  const answer = await admin.request<Task>('GET', `/${locale}/dashboard/task-queue-track/${id}/`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

/** Uploads `file` to a fresh resource and runs its file-upload scenario; the task's id. */
async function uploadRun(file: Buffer, name: string): Promise<number> {
  const { resource } = await f.linkedResource();
  const record = await admin.request<{ id: number }>('POST', '/fr/resource/file-upload/', {
    json: { resource_id: resource },
  });
  const put = await admin.request('PUT', `/fr/resource/file-upload/${record.body.id}/`, {
    form: fileForm('file', file, name, 'application/octet-stream'),
  });
  expect(put.status, put.text).toBe(200);
  const scenarios = await admin.request<{ id: number; action: string }[]>(
    'GET',
    `/fr/resource/file-upload/${record.body.id}/_scenarios/`,
  );
  const scenario = scenarios.body.find((s) => s.action === 'create');
  const run = await admin.request<{ task_id: number }>(
    'POST',
    `/fr/resource/file-upload/${record.body.id}/_scenarios/${scenario?.id}/run/`,
    { query: { asynchrone: false }, json: f.target('resource', resource, 'onegeo_resource') },
  );
  expect(run.status, run.text).toBe(202);
  return run.body.task_id;
}

describe('a CSV', () => {
  test.each([
    [
      'en',
      'Line 3, column "latitude" (no. 3): 94.9352 is not a plausible latitude in EPSG:4326 (WGS 84): expected between -90 and 90. X and Y seem swapped.',
      'Line 4, column "longitude" (no. 2): "abc" is not a number.',
    ],
    [
      'it',
      'Riga 3, colonna "latitude" (n. 3): 94.9352 non è una latitudine plausibile in EPSG:4326 (WGS 84): atteso tra -90 e 90. X e Y sembrano invertite.',
      'Riga 4, colonna "longitude" (n. 2): "abc" non è un numero.',
    ],
  ] as const)('fails with its reasons in %s', async (locale, implausible, notNumber) => {
    const task = await taskIn(
      locale,
      await uploadRun(await fixture('coordonnees-invalides.csv'), 'points.csv'),
    );
    expect(task.status).toBe('FAILURE');
    expect(task.errors).toEqual([implausible, notNumber]);
    expect(task.timeline.at(-1)?.message).toBe(implausible);
  });

  test('read, its size, steps and warning in each language', async () => {
    const id = await uploadRun(await fixture('arrets-bus-utf8.csv'), 'arrets.csv');
    const read = (task: Task) => task.timeline.find((entry) => entry.step === 'read')?.message;
    const fr = await taskIn('fr', id);
    expect(read(fr)).toMatch(/^Fichier CSV « arrets\.csv » \(\d+ octets\) lu : encodage UTF-8/);
    expect(fr.warnings).toEqual(['1 ligne sans coordonnées a été ignorée.']);
    const en = await taskIn('en', id);
    expect(read(en)).toMatch(
      /^CSV file "arrets\.csv" \(\d+ bytes\) read: UTF-8 encoding, numeric X\/Y columns plausible in EPSG:4326 \(WGS 84\)\.$/,
    );
    expect(en.warnings).toEqual(['1 row without coordinates was skipped.']);
    expect(en.timeline.find((entry) => entry.step === 'layer')?.message).toMatch(
      /^Geographic layer "\w+" created: 5 features \(Point\), WGS 84 extent \[-52\.3325, 4\.8471, -52\.2763, 4\.9381\]\.$/,
    );
    const it = await taskIn('it', id);
    expect(read(it)).toMatch(/^File CSV "arrets\.csv" \(\d+ byte\) letto: codifica UTF-8/);
    expect(it.warnings).toEqual(['1 riga senza coordinate è stata ignorata.']);
  });
});

describe('an SLD', () => {
  test.each([
    [
      'fr',
      'Le SLD ne contient aucune règle (élément Rule) : rien à dessiner.',
      /^Le SLD n’est pas un XML bien formé : .* \(ligne 4, colonne \d+\)\.$/,
    ],
    [
      'en',
      'The SLD contains no rule (Rule element): nothing to draw.',
      /^The SLD is not well-formed XML: .* \(line 4, column \d+\)\.$/,
    ],
    [
      'it',
      'Lo SLD non contiene alcuna regola (elemento Rule): niente da disegnare.',
      /^Lo SLD non è un XML ben formato: .* \(riga 4, colonna \d+\)\.$/,
    ],
  ] as const)('fails with its reason in %s', async (locale, noRule, malformed) => {
    const empty = await f.runStyleCreation(await f.style(), (await fixture('sans-regle.sld')).toString());
    expect((await taskIn(locale, empty)).errors).toEqual([noRule]);
    const broken = await f.runStyleCreation(await f.style(), (await fixture('mal-forme.sld')).toString());
    expect((await taskIn(locale, broken)).errors).toEqual([expect.stringMatching(malformed)]);
  });
});

describe('a harvest', () => {
  const indexer = async (url: string, type: string) => {
    const types = await admin.request<{ id: number; implementation_type: string }[]>(
      'GET',
      '/fr/indexer/remote-api-index-types/',
    );
    const created = await admin.request<{ id: number }>('POST', '/fr/indexer/remote-api-indexes/', {
      json: {
        ...f.indexerBody(),
        name: unique('Moissonneur'),
        type: types.body.find((t) => t.implementation_type === type)?.id,
        url,
        url_pattern: null,
      },
    });
    expect(created.status, created.text).toBe(201);
    return created.body.id;
  };
  const run = async (id: number) =>
    (
      await admin.request<{ task_id: number; status: string }>(
        'POST',
        `/fr/indexer/remote-api-indexes/${id}/run/`,
        {
          query: { asynchrone: false },
        },
      )
    ).body;
  const logs = async (locale: Locale, id: number) =>
    (
      await admin.request<Page<{ level: string; message: string }>>(
        'GET',
        `/${locale}/indexer/remote-api-indexes/${id}/logs/`,
        { query: { page_size: 10 } },
      )
    ).body.results.map((line) => line.message);

  test('that fails says why in the task and the log, in each language', async () => {
    const id = await indexer(remote.urls.broken, 'csw');
    const done = await run(id);
    expect(done.status).toBe('FAILURE');
    const host = new URL(remote.urls.broken).host;
    expect((await taskIn('en', done.task_id)).errors).toEqual([`${host} answered 503 Service Unavailable.`]);
    expect((await taskIn('it', done.task_id)).errors).toEqual([
      `${host} ha risposto 503 Service Unavailable.`,
    ]);
    expect(await logs('en', id)).toEqual([
      `${host} answered 503 Service Unavailable.`,
      `Harvest of ${remote.urls.broken} started.`,
    ]);
    expect((await logs('it', id))[1]).toBe(`Inizio della raccolta di ${remote.urls.broken}.`);
  });

  test('its warnings, summary and the activity of the datasets it makes, in each language', async () => {
    const id = await indexer(remote.urls.ckan, 'ckan');
    const done = await run(id);
    expect(done.status).toBe('SUCCESS');
    // The records hold nothing to download: their datasets get Consultation, and the harvest says so (HV2).
    expect((await taskIn('en', done.task_id)).warnings).toEqual([
      '1 record without an identifier or a title skipped.',
      '3 records with nothing to download created at the Consultation level.',
    ]);
    expect((await taskIn('it', done.task_id)).warnings).toEqual([
      '1 scheda senza identificativo o senza titolo ignorata.',
      '3 schede senza nulla da scaricare create al livello Consultazione.',
    ]);
    expect((await logs('en', id))[0]).toBe('3 records harvested: 3 created, 0 updated.');
    expect((await logs('it', id))[0]).toBe('3 schede raccolte: 3 create, 0 aggiornate.');
    expect((await logs('fr', id))[0]).toBe('3 fiches moissonnées : 3 créées, 0 mise à jour.');

    const [dataset] = await server.app.db.query<{ id: number; name: string }>(
      `select d.id, r.remote_identifier as name from harvested_record r join dataset d on d.id = r.dataset_id
       where r.indexer_id = $1 order by d.id limit 1`,
      [id],
    );
    const activity = async (locale: Locale) =>
      (
        await admin.request<Page<{ description: string }>>(
          'GET',
          `/${locale}/dataset/datasets/${dataset?.id}/activity/`,
        )
      ).body.results.map((entry) => entry.description);
    expect((await activity('en')).at(-1)).toMatch(
      /^Record harvested from "Moissonneur[^"]*" \(remote identifier [^)]+\)\.$/,
    );
    expect((await activity('it')).at(-1)).toMatch(
      /^Scheda raccolta da "Moissonneur[^"]*" \(identificativo remoto [^)]+\)\.$/,
    );
  });
});

describe('the activity of a dataset', () => {
  test.each([
    ['fr', 'Création du jeu de données « {name} ».', 'Mise à jour des métadonnées.'],
    ['en', 'Dataset "{name}" created.', 'Metadata updated.'],
    ['it', 'Creazione del dataset "{name}".', 'Aggiornamento dei metadati.'],
  ] as const)('is described in %s', async (locale, created, updated) => {
    const dataset = await f.dataset();
    const shown = await admin.request<{ display_name: string }>('GET', `/fr/dataset/datasets/${dataset.id}/`);
    const patch = await admin.request('PATCH', `/fr/dataset/datasets/${dataset.id}/`, {
      json: { description: '<p>Autre</p>' },
    });
    expect(patch.status, patch.text).toBe(200);
    const answer = await admin.request<Page<{ description: string }>>(
      'GET',
      `/${locale}/dataset/datasets/${dataset.id}/activity/`,
    );
    expect(answer.body.results.map((entry) => entry.description)).toEqual([
      updated,
      created.replace('{name}', shown.body.display_name),
    ]);
  });
});
