import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AnswerServer, answer, serveAnswers, xml } from '../../tests/fixtures/catalogues/serve.ts';
import type { RemoteOptions } from '../net/remoteFetch.ts';
import { cswClient } from './catalogues.ts';
import { isIso19115p3 } from './isoRecords.ts';

// ISO 19115-3 answers read, told from ISO 19139 by namespace (issue 45, HV4), and the INSPIRE
// records of French catalogues (udata's fixtures, SOURCES.md).

const loopback: RemoteOptions = { allowPrivate: true, timeoutMs: 2_000, maxBytes: 1024 * 1024 };

let server: AnswerServer;

beforeAll(async () => {
  server = await serveAnswers((url) => xml(answer(`csw/${url.pathname.split('/').pop()}`)));
});

afterAll(async () => {
  await server.close();
});

const read = (file: string) =>
  cswClient({
    url: `${server.base}/${file}`,
    organisationFilter: null,
    offset: 0,
    limit: 10,
    remote: loopback,
  });

describe('ISO records', () => {
  test('the schema is known by namespace, before the parser drops the prefixes', () => {
    expect(isIso19115p3(answer('csw/pycsw-iso19115p3-all.xml'))).toBe(true);
    expect(isIso19115p3(answer('csw/pycsw-iso19139-page1.xml'))).toBe(false);
    // A 19139 answer that only declares the mdb namespace is still 19139.
    expect(
      isIso19115p3(
        '<csw:GetRecordsResponse xmlns:mdb="http://standards.iso.org/iso/19115/-3/mdb/2.0"><gmd:MD_Metadata/></csw:GetRecordsResponse>',
      ),
    ).toBe(false);
    expect(isIso19115p3('<MD_Metadata xmlns="http://standards.iso.org/iso/19115/-3/mdb/2.0"/>')).toBe(true);
  });

  test('pycsw’s ISO 19115-3 answer: its 4 records read, none reported as missing an identifier', async () => {
    const page = await read('pycsw-iso19115p3-all.xml');
    expect(page.skipped).toBe(0);
    expect(page.records.map((r) => [r.identifier, r.title])).toEqual([
      ['5ebc3cb7-a3b5-4760-a8ff-851d5d5beb32', '3D geological model of the Otway and Torquay Basin 2011'],
      ['09a7c1d4c97ccdd7e34306deb91320ab95d51bb8', 'ProvinceFullExtent'],
      ['74f81503-8d39-4ec8-a49a-c76e0cd74946', 'Protection des captages - Série'],
      [
        '1714cd1e-6685-4dea-a6f4-b51612a15ed0',
        'INSPIRE - Santé et sécurité des personnes en Wallonie (BE) - Service de visualisation WMS',
      ],
    ]);
    const [otway] = page.records;
    expect(otway).toMatchObject({
      description: expect.stringMatching(/^A 3D model of the Otway and Torquay basins/),
      organisation: 'Earth Resources Victoria',
      // A licence given as its address only.
      licence: { identifier: null, url: 'https://creativecommons.org/licenses/by/4.0/', title: null },
      bounds: [143, -39.4, 144, -38.4],
      contact: { name: 'Anthony Hurst', email: 'customer.service@ecodev.vic.gov.au' },
    });
    // Links marked WWW:LINK are not the data; a WMS's capabilities neither.
    expect(otway?.distributions.map((d) => [d.format, d.isData])).toEqual([
      ['WWW:LINK-1.0-http--link', false],
      ['WWW:LINK-1.0-http--link', false],
      ['WWW:LINK-1.0-http--link', false],
    ]);
    expect(page.records[3]?.distributions.map((d) => d.isData)).toEqual([false]);
  });

  test('IGN’s Géoplateforme record: 6 boxes joined, its anchored licence, 80 links over 14 addresses', async () => {
    const [rpg] = (await read('geoplateforme-iso19139-rpg.xml')).records;
    expect(rpg).toMatchObject({
      identifier: 'IGNF_RPG',
      licence: {
        identifier: null,
        url: 'https://www.etalab.gouv.fr/wp-content/uploads/2018/11/open-licence.pdf',
        title: 'Licence Ouverte / Open License (compatible ODC-BY, CC-BY 2.0)',
      },
      bounds: [-63.15, -21.4, 55.85, 51.1],
      frequency: 'annually',
    });
    expect(rpg?.distributions).toHaveLength(14);
    expect(rpg?.distributions[0]).toMatchObject({ url: 'https://data.geopf.fr/telechargement/resource/RPG' });
  });

  test('a Géo-IDE box whose west lies east of its east is reported, not kept', async () => {
    const page = await read('geonetwork-iso19139-udata-page1.xml');
    for (const record of page.records) {
      expect(record).toMatchObject({
        bounds: null,
        invalidBounds: '3.28133559,49.38547516,1.31279111,50.48188019',
      });
    }
  });
});
