import { describe, expect, test } from 'vitest';
import { type DcatSource, datasetToDcat } from '../../../contract/quality/fromDataset.ts';
import type { DcatDataset } from '../../../contract/quality/record.ts';
import type { components } from '../../../contract/schema.gen.ts';
import type { Client, TestServer } from '../../../tests/contract/support/server.ts';
import { serverForFile } from '../../../tests/contract/support/suite.ts';
import type { RemoteRecord } from '../../indexers/catalogueTypes.ts';
import { readDcatJsonLd } from '../../indexers/dcatJsonLd.ts';
import { loadDcatInputs } from './inputs.ts';

// Issue 51: the JSON-LD export harvested back by the project's own DCAT reader (the one
// server/indexers/dcat.ts runs) keeps every field the export states.

let server: TestServer;
let admin: Client;

serverForFile((ready) => {
  ({ server, admin } = ready);
});

/** What the export states of a dataset, as the reader gives it back. */
function expected(record: DcatDataset): Partial<RemoteRecord> {
  const licence = record.distributions.map((d) => d.licence).find((l) => l !== null) ?? null;
  return {
    identifier: record.identifier,
    title: record.title,
    description: record.description || null,
    keywords: [...record.keywords].sort(),
    url: record.iri,
    issued: record.issued,
    modified: record.modified,
    organisation: record.publisher?.name ?? null,
    licence: licence
      ? licence.iri
        ? { identifier: null, url: licence.iri, title: null }
        : { identifier: null, url: null, title: licence.label }
      : null,
    bounds: record.bbox,
    contact: record.contactPoint,
    frequency: record.accrualPeriodicity?.iri ?? null,
    themes: record.themes.flatMap((theme) => (theme.iri ? [theme.iri] : [])).sort(),
    ...(record.temporal ? { temporal: record.temporal } : {}),
    ...(record.accessRights?.iri ? { accessRights: record.accessRights.iri } : {}),
    distributions: record.distributions.map((d) => ({
      key: `${record.iri}#distribution-${d.resourceId}`,
      title: d.title,
      description: d.description,
      url: d.downloadUrl ?? d.accessUrl,
      mediaType: d.mediaType?.iri ? d.mediaType.label : null,
      format: d.format ? (d.format.iri ? (d.format.iri.split('/').pop() ?? null) : d.format.label) : null,
      isData: true,
      ...(d.byteSize === null ? {} : { byteSize: d.byteSize }),
    })),
  };
}

/** A record as read, its keywords and themes in a stable order (RDF keeps no order). */
const comparable = (record: RemoteRecord) => ({
  ...record,
  keywords: [...record.keywords].sort(),
  themes: [...(record.themes ?? [])].sort(),
});

describe('the JSON-LD export read back by the DCAT harvester', () => {
  test('every field the export states comes back, for every published seeded dataset', async () => {
    await server.app.db.query('update dataset set publish = true');
    // The seed's datasets have no box (a harvest gives them one): two get one, one crossing zero.
    await server.app.db.query(
      `update dataset set bounds = case when id % 2 = 0 then '{-54.6,2.1,-51.6,5.8}'::float8[]
         else '{-1.5,43.2,7.25,49.5}'::float8[] end
       where id in (select id from dataset order by id limit 2)`,
    );
    const url = `${server.url}/fr/dataset/dcat/catalog/`;
    const answer = await admin.request<unknown>('GET', url);
    expect(answer.status).toBe(200);
    const page = await readDcatJsonLd(answer.body, url);
    const ids = (
      await server.app.db.query<{ id: number }>('select id from dataset order by id limit 100')
    ).map((row) => row.id);
    const inputs = await loadDcatInputs(server.app.db, ids, {
      baseUrl: `${server.url}/fr`,
      uploadsDir: server.app.services.uploadsDir,
    });
    const records = inputs.map(({ source, context }) => datasetToDcat(source, context));
    expect(page.skipped).toBe(0);
    expect(page.records.map((r) => r.identifier).sort()).toEqual(records.map((r) => r.identifier).sort());
    const read = new Map(page.records.map((r) => [r.identifier, comparable(r)]));
    for (const record of records) expect(read.get(record.identifier), record.iri).toEqual(expected(record));
    // The seed gives the mapping something to carry: none of these is empty everywhere.
    expect(records.filter((r) => r.bbox)).toHaveLength(2);
    expect(
      records.some((r) => r.temporal && r.contactPoint && r.themes.length > 0 && r.accrualPeriodicity),
    ).toBe(true);
    expect(records.flatMap((r) => r.distributions).some((d) => d.byteSize !== null && d.mediaType)).toBe(
      true,
    );
  });

  test('the reader follows the hydra paging to the total the export announces', async () => {
    const url = `${server.url}/fr/dataset/dcat/catalog/`;
    const page = await readDcatJsonLd((await admin.request<unknown>('GET', url)).body, url);
    const [{ count } = { count: 0 }] = await server.app.db.query<{ count: number }>(
      'select count(*)::int as count from dataset where coalesce(publish, true)',
    );
    expect(page.total).toBe(count);
    expect(page.next).toBe(count > 100 ? `${url}?page=2` : null);
  });
});

test('the API’s Dataset (a form’s values) is a source of datasetToDcat, as the compiler checks', () => {
  const asSource = (dataset: components['schemas']['Dataset']): DcatSource => dataset;
  expect(asSource).toBeTypeOf('function');
});
