import { describe, expect, test } from 'vitest';
import { recordUrl } from './catalogues.ts';
import type { RemoteRecord } from './catalogueTypes.ts';
import { keepDistributions, licenceText, titleRule } from './recordParts.ts';

// The rules every client shares (issue 45): untitled records, links kept or counted, licences as text.

const link = (url: string | null, key: string | null = null) => ({
  key,
  url,
  title: null,
  description: null,
  mediaType: null,
  format: null,
  isData: true,
});

describe('what every client does alike', () => {
  test('an untitled record is titled by its identifier and marked; without identifier it is skipped (HV3)', () => {
    expect(titleRule('urn:x', 'Lorem')).toEqual({ identifier: 'urn:x', title: 'Lorem' });
    expect(titleRule('urn:x', null)).toEqual({
      identifier: 'urn:x',
      title: 'urn:x',
      titledByIdentifier: true,
    });
    expect(titleRule(null, 'Lorem')).toBeNull();
  });

  test('only http(s) links are kept; the others are counted, none dropped silently', () => {
    expect(
      keepDistributions([
        link('https://a.example/data.csv', 'r1'),
        link('ftp://ftp.nodc.noaa.gov/pub/data/0164586/'),
        link(null),
        link('  '),
        link('http://b.example/wms'),
        // The same link twice (pycsw's harvested WMS records): one distribution.
        link('http://b.example/wms'),
      ]),
    ).toEqual({
      distributions: [
        { ...link('https://a.example/data.csv', 'r1'), key: 'r1' },
        { ...link('http://b.example/wms'), key: 'http://b.example/wms' },
      ],
      invalidDistributions: ['ftp://ftp.nodc.noaa.gov/pub/data/0164586/', '(sans adresse)', '(sans adresse)'],
    });
    expect(keepDistributions([])).toEqual({ distributions: [] });
  });

  test('a licence written as text: its tags removed, its address found', () => {
    expect(
      licenceText(
        '<DIV STYLE="text-align:Left;"><P><SPAN>Soumis à la licence Etalab : https://www.etalab.gouv.fr/licence-ouverte-open-licence/</SPAN></P></DIV>',
      ),
    ).toEqual({
      url: 'https://www.etalab.gouv.fr/licence-ouverte-open-licence/',
      title: 'Soumis à la licence Etalab : https://www.etalab.gouv.fr/licence-ouverte-open-licence/',
    });
    expect(licenceText('https://creativecommons.org/licenses/by/4.0/')).toEqual({
      url: 'https://creativecommons.org/licenses/by/4.0/',
      title: null,
    });
    expect(licenceText('<DIV></DIV>')).toBeNull();
  });
});

describe('the public link of a record (HV6)', () => {
  const record = {
    identifier: 'id-1',
    reference: 'name-1',
    url: 'https://portal.example/dataset/name-1',
  } as RemoteRecord;

  test('the indexer’s pattern, else the record’s own page, else none: never the catalogue', () => {
    expect(recordUrl(record, 'https://explorer.example/d/{identifier}')).toBe(
      'https://explorer.example/d/name-1',
    );
    expect(recordUrl(record, null)).toBe('https://portal.example/dataset/name-1');
    expect(recordUrl({ ...record, url: null }, null)).toBeNull();
    expect(recordUrl({ ...record, url: 'not a link' }, 'relative/{identifier}')).toBeNull();
  });
});
