import { DataFactory } from 'n3';
import { describe, expect, test } from 'vitest';
import { dcatApViolations } from '../../../contract/quality/dcatApCompliance.ts';
import { datasetToDcat } from '../../../contract/quality/fromDataset.ts';
import type { Client, TestServer } from '../../../tests/contract/support/server.ts';
import { serverForFile } from '../../../tests/contract/support/suite.ts';
import { loadDcatInputs } from './inputs.ts';
import { parseTurtle, validateDcat } from './shaclValidation.ts';

// Issue 51: the export of every seeded dataset passes the official DCAT-AP 3.0.1 shapes, and the
// shapes do report what is wrong (so this test can fail).

let server: TestServer;
let admin: Client;

serverForFile((ready) => {
  ({ server, admin } = ready);
});

const DCT = 'http://purl.org/dc/terms/';
const DCAT = 'http://www.w3.org/ns/dcat#';

/** Every page of the export, in Turtle, read by the superuser (who finds every published dataset). */
async function wholeExport(): Promise<string[]> {
  const pages: string[] = [];
  for (let page = 1; page < 100; page += 1) {
    const answer = await admin.request<string>('GET', '/fr/dataset/dcat/catalog/', {
      query: { format: 'ttl', page },
    });
    if (answer.status === 404 && page > 1) break;
    expect(answer.status).toBe(200);
    pages.push(answer.body);
  }
  return pages;
}

describe('the DCAT-AP export against the DCAT-AP 3.0.1 shapes', () => {
  test('every seeded dataset, published, conforms', async () => {
    await server.app.db.query('update dataset set publish = true');
    const [{ count } = { count: 0 }] = await server.app.db.query<{ count: number }>(
      'select count(*)::int as count from dataset',
    );
    const pages = await wholeExport();
    let datasets = 0;
    for (const turtle of pages) {
      const data = parseTurtle(turtle);
      datasets += data.getSubjects(
        DataFactory.namedNode(`${'http://www.w3.org/1999/02/22-rdf-syntax-ns#'}type`),
        DataFactory.namedNode(`${DCAT}Dataset`),
        null,
      ).length;
      expect(await validateDcat(data)).toEqual([]);
    }
    expect(count).toBeGreaterThan(20);
    expect(datasets).toBe(count);
  });

  test('a dataset without a title, a distribution without an access URL are violations', async () => {
    const [turtle] = await wholeExport();
    const data = parseTurtle(turtle ?? '');
    const [title] = data
      .getQuads(null, DataFactory.namedNode(`${DCT}title`), null, null)
      .filter((q) => q.subject.value.match(/\/datasets\/\d+\/$/));
    const [access] = data.getQuads(null, DataFactory.namedNode(`${DCAT}accessURL`), null, null);
    if (!title || !access) throw new Error('the export has a dataset with a title and a distribution');
    data.removeQuad(title);
    data.removeQuad(access);
    const findings = await validateDcat(data);
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          severity: 'Violation',
          focusNode: title.subject.value,
          path: `${DCT}title`,
        }),
        expect.objectContaining({
          severity: 'Violation',
          focusNode: access.subject.value,
          path: `${DCAT}accessURL`,
        }),
      ]),
    );
    expect(findings).toHaveLength(2);
  });

  // The MQA's "DCAT-AP compliance" is scored without a SHACL engine (contract/quality/dcatApCompliance.ts,
  // in the browser and for 100,000 datasets): it must say what the shapes say of the export.
  test('the scores’ structural check agrees with the shapes, dataset by dataset', async () => {
    await server.app.db.query('update dataset set publish = true');
    // A licence outside the EU vocabulary on datasets that have resources: a labelled node.
    await server.app.db.query(
      `update dataset set license = (select id from reference_item where list = 'license' and label = 'Licence propriétaire')
        where id in (select dataset_id from resource_dataset where published)`,
    );
    const ids = (await server.app.db.query<{ id: number }>('select id from dataset order by id')).map(
      (r) => r.id,
    );
    const records = (await loadDcatInputs(server.app.db, ids, { baseUrl: 'http://localhost/fr' })).map(
      ({ source, context }) => datasetToDcat(source, context),
    );
    expect(records.length).toBe(ids.length);
    // The shapes find nothing in the seed (above); neither does the structural check, although the
    // seed has a licence and formats outside the EU vocabularies and an OGC media type IANA lacks.
    expect(
      records.flatMap((record) => dcatApViolations(record).map((v) => `${record.datasetId} ${v.path}`)),
    ).toEqual([]);
    expect(records.some((r) => r.distributions.some((d) => d.licence?.labelledNode))).toBe(true);

    const [first] = ids;
    await server.app.db.query(`update dataset set description = '' where id = $1`, [first]);
    const [input] = await loadDcatInputs(server.app.db, [first ?? 0], { baseUrl: 'http://localhost/fr' });
    if (!input) throw new Error('the first seeded dataset is read');
    expect(dcatApViolations(datasetToDcat(input.source, input.context))).toEqual([
      { path: 'dct:description', resourceId: null },
    ]);
    const findings = (
      await Promise.all((await wholeExport()).map((page) => validateDcat(parseTurtle(page))))
    ).flat();
    expect(findings).toEqual([expect.objectContaining({ severity: 'Violation', path: `${DCT}description` })]);
  });
});
