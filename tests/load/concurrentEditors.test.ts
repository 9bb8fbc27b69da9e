import { afterAll, beforeAll, expect, test } from 'vitest';
import { clientFor, contractDrifts, startServer, type TestServer } from '../contract/support/server.ts';
import { AnswerLog } from './answerLog.ts';
import { type DatasetAnswer, differences, type EditorOutcome, runEditor } from './editor.ts';

// Issue 19: 50 people editing at once for a minute. LOAD_EDITORS and LOAD_SECONDS shorten it locally.
const EDITORS = Number(process.env.LOAD_EDITORS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const MANAGERS = ['admin', 'gestionnaire', 'producteur'] as const;

let server: TestServer;

beforeAll(async () => {
  // A reference server of its own, its database on disk in its own data folder, checking every answer.
  server = await startServer({ memoryDb: false });
});

afterAll(async () => {
  await server?.close();
});

async function seedValues() {
  const db = server.app.db;
  const one = async (sql: string, params: unknown[]) => {
    const [row] = await db.query<{ id: number }>(sql, params);
    if (!row) throw new Error(`Nothing found: ${sql} ${params.join(', ')}`);
    return row.id;
  };
  const ref = (list: string, label: string) =>
    one('select id from reference_item where list = $1 and label = $2', [list, label]);
  const scenario = (action: string) =>
    one("select id from scenario where object_kind = 'dataset' and action = $1", [action]);
  return {
    usergroup: await one('select id from usergroup where acronym = $1', ['CACL']),
    topic: await ref('topic', 'Transport'),
    kind: await ref('kind', 'Données géographiques'),
    frequency: await ref('update_frequency', 'Annuelle'),
    scenarios: { publish: await scenario('create'), unpublish: await scenario('update') },
  };
}

test(
  `${EDITORS} editors for ${SECONDS} s: no server error, no unexpected refusal, no lost write`,
  async () => {
    const seed = await seedValues();
    const datasetBody = (name: string) => ({
      display_name: name,
      description: 'Jeu de données du test de charge.',
      tags: ['charge'],
      topics: [seed.topic],
      kinds: [seed.kind],
      usergroup: seed.usergroup,
      publication_date: '2025-01-15',
      last_update_date: '2025-06-01',
      update_frequency: seed.frequency,
    });
    const admin = await clientFor(server, 'admin');
    const shared = await admin.request<DatasetAnswer>('POST', '/fr/dataset/datasets/', {
      json: datasetBody('Charge jeu partagé'),
    });
    expect(shared.status, shared.text).toBe(201);

    const clients = [];
    for (let index = 0; index < EDITORS; index += 1) {
      clients.push(await clientFor(server, MANAGERS[index % MANAGERS.length] ?? 'admin'));
    }
    const log = new AnswerLog();
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    const outcomes: EditorOutcome[] = await Promise.all(
      clients.map((client, index) =>
        runEditor({
          client,
          name: `e${index}`,
          log,
          deadline,
          datasetBody,
          scenarios: seed.scenarios,
          sharedDataset: shared.body.id,
        }),
      ),
    );
    const seconds = (Date.now() - started) / 1000;

    // Afterwards, every dataset holds its editor's last successful write.
    const lost: string[] = [];
    for (const outcome of outcomes) {
      for (const [id, written] of outcome.datasets) {
        const answer = await admin.request<DatasetAnswer>('GET', `/fr/dataset/datasets/${id}/`);
        const wrong = answer.status === 200 ? differences(answer.body, written) : [`status ${answer.status}`];
        if (wrong.length) lost.push(`dataset ${id}: ${wrong.join('; ')}`);
      }
    }
    const created = outcomes.reduce((sum, outcome) => sum + outcome.created, 0);
    const [stored] = await server.app.db.query<{ n: number }>(
      "select count(*)::int as n from dataset where display_name like 'Charge e%'",
    );
    const increments = outcomes.reduce((sum, outcome) => sum + outcome.sharedIncrements, 0);
    const finalShared = await admin.request<DatasetAnswer>('GET', `/fr/dataset/datasets/${shared.body.id}/`);

    console.log(
      `${log.report(seconds, EDITORS)}\n` +
        `datasets created ${created}, stored ${stored?.n}; lost writes ${lost.length}; ` +
        `shared dataset: ${increments} accepted saves, counter ${String(finalShared.body.extras.counter)}`,
    );
    expect(log.problems).toEqual([]);
    expect(log.samples.filter((sample) => sample.status >= 500)).toEqual([]);
    expect(lost).toEqual([]);
    expect(stored?.n).toBe(created);
    expect(finalShared.body.extras.counter ?? 0).toBe(increments);
    expect(created).toBeGreaterThanOrEqual(EDITORS);
    expect(contractDrifts(server)).toEqual([]);
    expect(server.logs.filter((line) => line.includes('failed'))).toEqual([]);
  },
  (SECONDS + 600) * 1000,
);
