import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { CsvReader } from '../csv.ts';
import { Utf8Stream } from '../text.ts';
import type { PreviewMeta } from './sidecar.ts';

export interface PreviewRow {
  /** Line of the file (CSV) or number of the feature (GeoJSON). */
  line: number;
  /** The row's values in the order of the columns. */
  values: unknown[];
}

/** Stops the reading once the page is full. */
class PageFull extends Error {}

/**
 * The rows `offset` to `offset + limit` (from 0) of the sidecar's data: the index entry at or before
 * `offset` gives the byte to seek to, so at most INDEX_EVERY - 1 rows are read before the page and a
 * page deep in a large file costs what the first does.
 */
export async function readPreviewRows(
  uploadsDir: string,
  meta: PreviewMeta,
  offset: number,
  limit: number,
): Promise<PreviewRow[]> {
  const source = meta.rows;
  if (!source || limit <= 0 || offset >= meta.rowCount) return [];
  const entry = meta.index[Math.floor(offset / meta.indexEvery)];
  if (!entry) return [];
  let skip = offset - Math.floor(offset / meta.indexEvery) * meta.indexEvery;
  const rows: PreviewRow[] = [];
  const stream = createReadStream(join(uploadsDir, source.path), {
    start: entry.byte,
    highWaterMark: 64 * 1024,
  });
  try {
    if (source.format === 'csv') {
      const reader = new CsvReader(
        {
          header: () => undefined,
          row(row) {
            if (skip > 0) {
              skip -= 1;
              return;
            }
            rows.push({ line: row.line, values: row.cells });
            if (rows.length >= limit) throw new PageFull();
          },
        },
        {
          resume: { header: source.header, delimiter: source.delimiter, byte: entry.byte, line: entry.line },
        },
      );
      const decoder = new Utf8Stream();
      for await (const piece of stream) reader.push(decoder.push(piece as Buffer));
      reader.push(decoder.end());
      reader.end();
    } else {
      let carry = '';
      const decoder = new StringDecoder('utf8');
      for await (const piece of stream) {
        const lines = (carry + decoder.write(piece as Buffer)).split('\n');
        carry = lines.pop() ?? '';
        for (const text of lines) {
          if (skip > 0) {
            skip -= 1;
            continue;
          }
          const [line, values] = JSON.parse(text) as [number, unknown[]];
          rows.push({ line, values: meta.columns.map((_, i) => values[i] ?? null) });
          if (rows.length >= limit) throw new PageFull();
        }
      }
    }
  } catch (error) {
    if (!(error instanceof PageFull)) throw error;
  } finally {
    stream.destroy();
  }
  return rows;
}
