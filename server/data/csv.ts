import { DataError } from './text.ts';

export interface CsvRow {
  /** Line of the file where the record starts (from 1; the header is line 1). */
  line: number;
  cells: string[];
}

export interface CsvTable {
  delimiter: string;
  header: string[];
  rows: CsvRow[];
}

const CANDIDATES = [';', ',', '\t', '|'];

/** The delimiter that splits the header best (outside quotes). */
function detectDelimiter(firstLine: string): string {
  let best = ',';
  let bestCount = 0;
  for (const candidate of CANDIDATES) {
    let count = 0;
    let quoted = false;
    for (const char of firstLine) {
      if (char === '"') quoted = !quoted;
      else if (char === candidate && !quoted) count += 1;
    }
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Reads a CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF; delimiter `;`, `,`, tab
 * or `|`, found from the header). Every record must have as many fields as the header.
 */
export function parseCsv(text: string): CsvTable {
  const firstBreak = text.search(/\r?\n/);
  const delimiter = detectDelimiter(firstBreak < 0 ? text : text.slice(0, firstBreak));
  const records: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 0;
  let fieldStarted = false;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    fieldStarted = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"' && !fieldStarted) {
      quoted = true;
      quoteLine = line;
      fieldStarted = true;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
      fieldStarted = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      cell += char;
      fieldStarted = true;
    }
  }
  if (quoted) throw new DataError(`Guillemet ouvert ligne ${quoteLine} et jamais fermé.`);
  if (cell !== '' || cells.length > 0) endRecord();
  const [head, ...rows] = records;
  if (!head) throw new DataError('Le fichier CSV est vide.');
  const header = head.cells.map((name) => name.trim());
  for (const row of rows) {
    if (row.cells.length !== header.length) {
      throw new DataError(
        `Ligne ${row.line} : ${row.cells.length} champ${row.cells.length > 1 ? 's' : ''} au lieu de ${header.length} ` +
          `(séparateur « ${delimiter === '\t' ? 'tabulation' : delimiter} »).`,
      );
    }
  }
  return { delimiter, header, rows };
}

/** A decimal number written with a point, or with a comma when the comma is not the delimiter. */
export function parseDecimal(value: string, delimiter: string): number | null {
  let text = value.trim().replace(/[\u00a0\u202f ]/g, '');
  if (delimiter !== ',') text = text.replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}
