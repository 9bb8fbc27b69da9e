import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RemoteOptions } from '../net/remoteFetch.ts';
import { dcatClient } from './catalogues.ts';
import { CORPUS, type CorpusServer, serveCorpus } from './corpus.ts';

// An ArcGIS Hub DCAT-US data.json (Ville d'Évian, from udata's fixtures, SOURCES.md): what a
// harvest of such a portal keeps of each dataset (issue 45).

const loopback: RemoteOptions = { allowPrivate: true, timeoutMs: 5_000, maxBytes: 1024 * 1024 };

let server: CorpusServer;

beforeAll(async () => {
  server = await serveCorpus();
});

afterAll(async () => {
  await server.close();
});

describe('an ArcGIS Hub data.json', () => {
  test('licence, box, data and landing page of each dataset', async () => {
    const evian = CORPUS.find((a) => a.file === 'dcat/arcgis-hub-evian-data.json');
    if (!evian) throw new Error('corpus');
    const page = await dcatClient({
      url: server.urlOf(evian),
      organisationFilter: null,
      offset: 0,
      limit: 10,
      remote: loopback,
    });
    const [velos] = page.records;
    expect(velos).toMatchObject({
      title: 'stationnement velos',
      url: 'https://ville-d-evian-opendata-ville-evian.hub.arcgis.com/maps/f6565516d1354383b25793e630cf3f2b_5',
      organisation: "Ville d'Evian-les-Bains",
      // Written as HTML: its text, and the address it names to match it by.
      licence: {
        identifier: null,
        url: 'https://www.etalab.gouv.fr/licence-ouverte-open-licence/',
        title: 'Soumis à la licence Etalab : https://www.etalab.gouv.fr/licence-ouverte-open-licence/',
      },
      bounds: [6.5735, 46.3912, 6.6069, 46.4028],
      contact: { name: 'sigevian', email: null },
    });
    // The Hub's own page of the dataset is listed as a distribution: kept, but not as the data.
    expect(velos?.distributions.map((d) => [d.format, d.isData])).toEqual([
      ['Web Page', false],
      ['ArcGIS GeoServices REST API', true],
      ['CSV', true],
      ['GeoJSON', true],
      ['ZIP', true],
      ['KML', true],
    ]);
    // Documents whose extent the Hub left as its template: reported, not placed.
    expect(page.records.filter((r) => r.invalidBounds === '{{extent:computeSpatialProperty}}')).toHaveLength(
      3,
    );
  });
});
