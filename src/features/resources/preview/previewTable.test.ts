import { describe, expect, it } from 'vitest';
import { guessDelimiter, isDelimitedText, isTextData, previewTable } from './previewTable';

describe('previewTable', () => {
  it('reads French CSV with semicolons and quoted cells', () => {
    const text = '\uFEFFnom;x;y\n"Saint-Laurent; centre";-54.03;5.5\r\n"Dit ""le port""";-52.3;4.9\n';
    expect(previewTable(text)).toEqual({
      header: ['nom', 'x', 'y'],
      rows: [
        ['Saint-Laurent; centre', '-54.03', '5.5'],
        ['Dit "le port"', '-52.3', '4.9'],
      ],
      more: false,
    });
  });

  it('keeps the first rows and drops a line cut by the end of the preview', () => {
    const text = `a,b\n${Array.from({ length: 30 }, (_, i) => `${i},x`).join('\n')}\n30,hal`;
    const table = previewTable(text, { maxRows: 5, truncated: true });
    expect(table.rows).toHaveLength(5);
    expect(table.more).toBe(true);
    expect(previewTable('a,b\n1,2\n3,', { truncated: true }).rows).toEqual([['1', '2']]);
  });

  it('gives nothing for empty text', () => {
    expect(previewTable('\n\n')).toEqual({ header: [], rows: [], more: false });
  });
});

describe('guessDelimiter and isDelimitedText', () => {
  it('finds the delimiter of the first line', () => {
    expect(guessDelimiter('a;b;c')).toBe(';');
    expect(guessDelimiter('a\tb')).toBe('\t');
    expect(guessDelimiter('"a;b",c')).toBe(',');
    expect(guessDelimiter('alone')).toBe(',');
  });

  it('recognises delimited text by type or name', () => {
    expect(isDelimitedText('text/csv; charset=utf-8', '/x')).toBe(true);
    expect(isDelimitedText(null, '/media/arrets.csv')).toBe(true);
    expect(isDelimitedText('application/json', '/media/a.json')).toBe(false);
  });
});

describe('isTextData', () => {
  it('shows text, JSON and XML, not archives or documents', () => {
    expect(isTextData('application/geo+json', '/x')).toBe(true);
    expect(isTextData(null, '/media/a.geojson')).toBe(true);
    expect(isTextData('application/zip', '/media/a.zip')).toBe(false);
    expect(isTextData('application/octet-stream', '/media/plan.pdf')).toBe(false);
  });
});
