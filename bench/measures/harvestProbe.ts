// Run by harvest.mjs in its own process (node --expose-gc --import tsx): measure 12 (issue 45), a
// harvest of RECORDS records of DISTRIBUTIONS distributions each through the API's run (the job as
// the worker runs it, on the embedded database), twice: the first creates every dataset with its
// resources, versions and activity; the second finds them unchanged and writes nothing. Time,
// queries (every statement the database is asked, transactions' included) and peak resident memory.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app.ts';
import type { Queryable } from '../../server/db/database.ts';
import { CLIENTS } from '../../server/indexers/catalogues.ts';
import type { RemoteRecord } from '../../server/indexers/catalogueTypes.ts';
import { signIn } from '../lib/session.mjs';
import { withPeakMemory } from './peakMemory.ts';

const RECORDS = Number(process.argv[2] ?? 1000);
const DISTRIBUTIONS = 5;

const records: RemoteRecord[] = Array.from({ length: RECORDS }, (_, i) => ({
  identifier: `banc-${i}`,
  title: `Jeu moissonné ${i}`,
  description: `Description du jeu ${i}, assez longue pour être un paragraphe de texte.`,
  keywords: ['banc', `lot-${i % 10}`],
  url: `https://catalogue.example.org/dataset/banc-${i}`,
  issued: '2024-01-02',
  modified: '2024-03-04',
  organisation: 'Région exemple',
  licence: { identifier: i % 7 === 0 ? 'licence-maison' : 'etalab-2.0', url: null, title: null },
  bounds: [1.5, 43.2, 3.1, 44.9],
  distributions: Array.from({ length: DISTRIBUTIONS }, (_, j) => ({
    key: `banc-${i}-${j}`,
    title: `Fichier ${j}`,
    description: null,
    url: `https://data.example.org/banc-${i}/fichier-${j}.csv`,
    mediaType: 'text/csv',
    format: 'CSV',
    isData: true,
  })),
  contact: { name: 'Service données', email: 'donnees@example.org' },
  frequency: 'R/P1M',
}));

CLIENTS.ckan = async ({ offset, limit }) => ({
  records: records.slice(offset, offset + limit),
  total: records.length,
  skipped: 0,
  next: offset + limit < records.length ? offset + limit : null,
});

/** Counts every statement asked of `db` and of the transactions it opens. */
function counted<T extends Queryable>(db: T, counter: { n: number }): T {
  const query = db.query.bind(db);
  db.query = ((sql: string, params?: unknown[]) => {
    counter.n += 1;
    return query(sql, params);
  }) as T['query'];
  return db;
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-harvest-'));
const app = await createApp({ dataDir, memoryDb: true, log: () => {} });
const counter = { n: 0 };
counted(app.db, counter);
const transaction = app.db.transaction.bind(app.db);
app.db.transaction = (fn) => transaction((tx) => fn(counted(tx, counter)));
const { url } = await app.listen(0);
try {
  const session = await signIn(url, 'admin');
  const headers = {
    cookie: session.cookieHeader,
    'x-csrftoken': session.cookies.csrftoken,
    'content-type': 'application/json',
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json();
    if (response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  const [type] = (await call('GET', '/fr/indexer/remote-api-index-types/')).filter(
    (t: { implementation_type: string }) => t.implementation_type === 'ckan',
  );
  const [scheduler] = await app.db.query<{ id: number }>(
    "select id from reference_item where list = 'scheduler' order by id limit 1",
  );
  const [group] = await app.db.query<{ id: number }>('select id from usergroup order by id limit 1');
  const indexer = await call('POST', '/fr/indexer/remote-api-indexes/', {
    name: 'Banc de moissonnage',
    type: type.id,
    url: 'https://catalogue.example.org/api/3/',
    command: 'harvest',
    scheduler: scheduler?.id,
    usergroup_id: group?.id,
  });
  const harvest = async () => {
    const before = counter.n;
    const measured = await withPeakMemory(() =>
      call('POST', `/fr/indexer/remote-api-indexes/${indexer.id}/run/?asynchrone=false`),
    );
    const { last_harvest } = await call('GET', `/fr/indexer/remote-api-indexes/${indexer.id}/`);
    return {
      status: measured.result.status,
      ms: Math.round(measured.ms),
      queries: counter.n - before,
      peakRssMb: measured.peakRssMb,
      rssGrowthMb: measured.rssGrowthMb,
      counts: last_harvest?.counts,
    };
  };
  const first = await harvest();
  const second = await harvest();
  const [rows] = await app.db.query<{ datasets: number; resources: number; versions: number }>(
    `select (select count(*)::int from harvested_record where indexer_id = $1) as datasets,
       (select count(*)::int from harvested_resource) as resources,
       (select count(*)::int from dataset_version v join harvested_record h on h.dataset_id = v.dataset_id
        where h.indexer_id = $1) as versions`,
    [indexer.id],
  );
  console.log(
    JSON.stringify({ records: RECORDS, distributions: DISTRIBUTIONS, first, second, written: rows }),
  );
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
