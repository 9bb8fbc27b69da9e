import { describe, expect, test } from 'vitest';
import { answerJson } from '../../tests/fixtures/catalogues/serve.ts';
import { firstExtent } from './bounds.ts';
import { ckanContact, ckanDistributions, ckanExtents, ckanLicence } from './ckanParts.ts';

// CKAN packages as CKAN, its extensions and DKAN write them (SOURCES.md), read into issue 45's fields.

type Answer = { result: { results: Record<string, unknown>[] } };
const first = (file: string) => {
  const [item] = answerJson<Answer>(`ckan/${file}`).result.results;
  if (!item) throw new Error(file);
  return item;
};

describe('CKAN package parts', () => {
  test('a DKAN portal harvested by ckanext-spatial: licence address as title, bbox-* extras', () => {
    const item = first('dkan-hauts-de-france-licence.json');
    expect(ckanLicence(item)).toEqual({
      identifier: null,
      url: 'http://www.etalab.gouv.fr/pages/Licence_ouverte_Open_licence-5899923.html',
      title: null,
    });
    expect(firstExtent(ckanExtents(item))).toEqual({
      bounds: [1.18652344, 48.80546301, 4.65820313, 51.16423318],
    });
    expect(ckanContact(item)).toEqual({
      name: 'Opendata de la Région Hauts-de-France',
      email: 'opendata@hautsdefrance.fr',
    });
    // A resource without format, its address ending with '#': kept as given.
    expect(ckanDistributions(item).distributions.map((d) => [d.format, d.url])).toEqual([
      [
        'xlsx',
        'https://geocatalogue.hautsdefrance.fr/geonetwork/srv/api/records/4b5f8e1b-de37-47cd-9203-37a59f318b09/attachments/coordonnees_antennes.xlsx',
      ],
      [null, 'https://sig.hautsdefrance.fr/ext/mv/?config=antenne_regionale.xml#'],
    ]);
  });

  test('ckanext-dcat’s scheming package: the spatial coverage’s bbox before its geometry', () => {
    const item = first('ckanext-dcat-full-dataset-dcat-ap.json');
    expect(firstExtent(ckanExtents(item))).toEqual({ bounds: [-2.1604, 42.7611, -2.0938, 42.7931] });
    expect(ckanContact(item)).toEqual({ name: 'Contact 1', email: 'contact1@example.org' });
    expect(ckanLicence(item)).toBeNull();
  });

  test('a classic package: the spatial extra’s GeoJSON text, the maintainer before the author', () => {
    const item = first('ckanext-dcat-full-dataset-legacy.json');
    expect(firstExtent(ckanExtents(item))).toEqual({ bounds: [25, -22, 33, -15] });
    expect(ckanContact(item)).toEqual({ name: 'Geological Society', email: 'info@gs.org' });
  });

  test('a documentation resource is not the data', () => {
    const { distributions } = ckanDistributions({
      resources: [
        { id: 'a', url: 'https://x.example/guide.pdf', resource_type: 'documentation' },
        { id: 'b', url: 'https://x.example/data.csv', format: 'CSV', mimetype: 'text/csv' },
      ],
    });
    expect(distributions.map((d) => [d.key, d.isData, d.mediaType])).toEqual([
      ['a', false, null],
      ['b', true, 'text/csv'],
    ]);
  });
});
