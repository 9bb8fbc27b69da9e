import { DataFactory } from 'n3';
import { describe, expect, test } from 'vitest';
import type { Client, TestServer } from '../../../tests/contract/support/server.ts';
import { serverForFile } from '../../../tests/contract/support/suite.ts';
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
});
