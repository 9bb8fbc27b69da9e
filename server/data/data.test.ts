import { describe, expect, test } from 'vitest';
import { findCrs } from './crs.ts';
import { CsvReader, type CsvRow, csvLimits, parseCsv, parseDecimal, TooManyRows } from './csv.ts';
import { LayerError, readCsvLayer, readGeoJsonLayer } from './layer.ts';
import { decodeUtf8, Utf8Stream } from './text.ts';
import { checkSld } from './xml.ts';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('coordinate reference systems', () => {
  test('projection origins land where their definitions put them', () => {
    const lambert93 = findCrs('EPSG:2154');
    expect(lambert93?.fromWgs84(3, 46.5)).toEqual([700000, 6600000]);
    const utm22 = findCrs('urn:ogc:def:crs:EPSG::2972');
    const [x, y] = utm22?.fromWgs84(-51, 0) ?? [];
    expect(x).toBeCloseTo(500000, 6);
    expect(y).toBeCloseTo(0, 6);
    expect(findCrs('http://www.opengis.net/def/crs/EPSG/0/3857')?.fromWgs84(-52.33, 4.94)[0]).toBeCloseTo(
      -5825348.953,
      2,
    );
  });

  test.each(['EPSG:2972', 'EPSG:3857', 'EPSG:2154', 'EPSG:32622', 'EPSG:5490', 'EPSG:2975', 'EPSG:4471'])(
    '%s goes to WGS 84 and back',
    (code) => {
      const crs = findCrs(code);
      if (!crs) throw new Error(code);
      const [w, s, e, n] = crs.area;
      const lon = (w + e) / 2;
      const lat = (s + n) / 2;
      const [back, forth] = crs.toWgs84(...crs.fromWgs84(lon, lat));
      expect(back).toBeCloseTo(lon, 7);
      expect(forth).toBeCloseTo(lat, 7);
    },
  );

  test('plausible ranges come from the area of use', () => {
    const guiana = findCrs('2972');
    expect(guiana?.range[0]).toBeGreaterThan(80_000);
    expect(guiana?.range[2]).toBeLessThan(700_000);
    expect(findCrs('EPSG:9999')).toBeNull();
    expect(findCrs('CRS84')?.code).toBe('EPSG:4326');
  });
});

describe('CSV', () => {
  test('quoted fields, doubled quotes, CRLF and a detected delimiter', () => {
    const table = parseCsv('"a";"b"\r\n"x;""y""";2\r\n');
    expect(table.delimiter).toBe(';');
    // Each record comes with the byte it starts at: a preview page seeks there (data/preview/).
    expect(table.rows).toEqual([{ line: 2, cells: ['x;"y"', '2'], byte: 9 }]);
  });

  test('a record with the wrong number of fields names its line', () => {
    expect(() => parseCsv('a,b\n1,2\n3\n')).toThrow(/Ligne 3 : 1 champ au lieu de 2/);
  });

  test('read in pieces, a CSV gives the same records wherever the pieces are cut', () => {
    // CRLF, a doubled quote, a quoted line break, a blank line and a header line split anywhere.
    const text = 'n;"x";y\r\n"a ""b""\r\nc";1,5;2\r\n\r\nd;3;4\ne;"";6';
    const whole = parseCsv(text);
    expect(whole.rows).toEqual([
      { line: 2, cells: ['a "b"\r\nc', '1,5', '2'], byte: 9 },
      { line: 5, cells: ['d', '3', '4'], byte: 31 },
      { line: 6, cells: ['e', '', '6'], byte: 37 },
    ]);
    for (let cut = 0; cut <= text.length; cut += 1) {
      const rows: CsvRow[] = [];
      let header: string[] = [];
      const reader = new CsvReader({ header: (names) => (header = names), row: (row) => rows.push(row) });
      reader.push(text.slice(0, cut));
      reader.push(text.slice(cut));
      reader.end();
      expect([header, rows], `cut at ${cut}`).toEqual([whole.header, whole.rows]);
    }
  });

  test('a CSV over the row cap, or with a record over a million characters, stops with a message', () => {
    const saved = csvLimits.maxRows;
    csvLimits.maxRows = 2;
    try {
      expect(() => parseCsv('a\n1\n2\n')).not.toThrow();
      expect(() => parseCsv('a\n1\n2\n3\n')).toThrow(TooManyRows);
    } finally {
      csvLimits.maxRows = saved;
    }
    const reader = new CsvReader({ header: () => undefined, row: () => undefined });
    reader.push('a;b\n"');
    expect(() => reader.push('x'.repeat(1_000_001))).toThrow(
      'Ligne 2 : l’enregistrement dépasse 1 000 000 caractères (guillemet ouvert ligne 2 et jamais fermé ?).',
    );
  });

  test('decimal commas are read when the comma is not the delimiter', () => {
    expect(parseDecimal('-52,33', ';')).toBe(-52.33);
    expect(parseDecimal('-52,33', ',')).toBeNull();
    expect(parseDecimal('1e3', ';')).toBe(1000);
    expect(parseDecimal('abc', ';')).toBeNull();
  });
});

describe('UTF-8', () => {
  test('read in pieces, bytes give the same text wherever they are cut, and a fault keeps its place', () => {
    const bytes = Buffer.from('\ufeffnom;é\n€;𝄞\nfin', 'utf8');
    for (let cut = 0; cut <= bytes.length; cut += 1) {
      const stream = new Utf8Stream();
      const text = stream.push(bytes.subarray(0, cut)) + stream.push(bytes.subarray(cut)) + stream.end();
      expect(text, `cut at ${cut}`).toBe('nom;é\n€;𝄞\nfin');
    }
    const bad = Buffer.concat([Buffer.from('a;b\n€𝄞x', 'utf8'), Buffer.from([0xe9]), Buffer.from(';c')]);
    for (let cut = 0; cut <= bad.length; cut += 1) {
      const stream = new Utf8Stream();
      expect(() => {
        stream.push(bad.subarray(0, cut));
        stream.push(bad.subarray(cut));
        stream.end();
      }, `cut at ${cut}`).toThrow(/ligne 2, colonne 4 \(octet 0xE9\)/);
    }
    const truncated = new Utf8Stream();
    truncated.push(Buffer.from([0x61, 0xe2, 0x82]));
    expect(() => truncated.end()).toThrow(/ligne 1, colonne 2 \(octet 0xE2\)/);
  });

  test('Latin-1 bytes fail with the line and column of the first invalid byte', () => {
    const latin1 = Buffer.from('nom;x\nCafé;1\n', 'latin1');
    expect(() => decodeUtf8(latin1)).toThrow(/ligne 2, colonne 4 \(octet 0xE9\)/);
    expect(decodeUtf8(Buffer.from('\ufeffnom', 'utf8'))).toBe('nom');
  });
});

describe('layers', () => {
  test('a CSV with projected coordinates gives a WGS 84 bounding box', () => {
    const layer = readCsvLayer(bytes('x;y\n352537.246;546179.397\n164224.071;608785.538\n'), {
      columnX: 'x',
      columnY: 'y',
      crs: 'EPSG:2972',
    });
    expect(layer.featureCount).toBe(2);
    expect(layer.bbox[0]).toBeCloseTo(-54.03, 5);
    expect(layer.bbox[3]).toBeCloseTo(5.5, 5);
  });

  test('coordinates in degrees declared as UTM are refused with a hint', () => {
    const error = (() => {
      try {
        readCsvLayer(bytes('x;y\n-52.3;4.9\n'), { columnX: 'x', columnY: 'y', crs: 'EPSG:2972' });
      } catch (caught) {
        return caught as LayerError;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(LayerError);
    expect(error?.problems[0]).toMatch(/Ligne 2, colonne « x » \(n° 1\) : -52.3 n’est pas une abscisse/);
    expect(error?.problems[0]).toMatch(/en degrés/);
  });

  test('a missing column and an unknown CRS are named', () => {
    expect(() =>
      readCsvLayer(bytes('a;b\n1;2\n'), { columnX: 'lon', columnY: 'lat', crs: 'EPSG:4326' }),
    ).toThrow(/La colonne X « lon » est absente de la ligne d’en-tête \(colonnes : a, b\)/);
    expect(() =>
      readCsvLayer(bytes('x;y\n1;2\n'), { columnX: 'x', columnY: 'y', crs: 'EPSG:27572' }),
    ).toThrow(/« EPSG:27572 » n’est pas pris en charge/);
  });

  test('GeoJSON: broken JSON names its line; geometries are checked', () => {
    expect(() =>
      readGeoJsonLayer(bytes('{"type": "FeatureCollection",\n "features": [}'), { crs: null }),
    ).toThrow(/ligne 2, colonne 15, on attendait une valeur, pas « } »/);
    expect(() =>
      readGeoJsonLayer(
        bytes(JSON.stringify({ type: 'Feature', geometry: { type: 'Point', coordinates: [200, 4] } })),
        {
          crs: null,
        },
      ),
    ).toThrow(/Objet n° 1 : 200 n’est pas une longitude plausible/);
  });
});

describe('SLD', () => {
  test('rules are counted whatever the namespace prefix', () => {
    expect(
      checkSld(
        '<sld:StyledLayerDescriptor xmlns:sld="http://www.opengis.net/sld"><sld:NamedLayer><sld:UserStyle><sld:FeatureTypeStyle><sld:Rule/><sld:Rule/></sld:FeatureTypeStyle></sld:UserStyle></sld:NamedLayer></sld:StyledLayerDescriptor>',
      ),
    ).toEqual({ rules: 2, layers: 1 });
    expect(() => checkSld('<StyledLayerDescriptor/>')).toThrow(/aucune règle/);
    expect(() => checkSld('<Style><Rule/></Style>')).toThrow(/racine trouvée : Style/);
    expect(() => checkSld('<a>\n<b></a>')).toThrow(/ligne 2/);
  });
});
