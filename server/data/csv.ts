import { DataError } from './text.ts';

export interface CsvRow {
  /** Line of the file where the record starts (from 1; the header is line 1). */
  line: number;
  cells: string[];
  /** Byte offset in the file where the record starts (UTF-8; a byte-order mark counts). */
  byte?: number;
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

/** Bounds of a CSV read; tests lower them. */
export const csvLimits = {
  /**
   * Data records (lines after the header) of one file. Read as a stream, a CSV costs time, not
   * memory, but a point layer of millions of rows is no map: past this, the data belongs in the
   * datastore (a table resource). The upload limit, 200 MB, holds about 20 million short rows.
   */
  maxRows: 5_000_000,
};

/** Characters of one record: a record is the unit kept in memory. */
const MAX_RECORD_CHARS = 1_000_000;

/**
 * A count grouped by thousands with plain spaces ("5 000 000"), as the messages are written in French;
 * the answer writes it the way of the request's language (messages/tables/values.ts).
 */
export const frenchNumber = (value: number): string => value.toLocaleString('fr-FR').replace(/\u202f/g, ' ');

/** A CSV holding more records than csvLimits.maxRows. */
export class TooManyRows extends DataError {
  constructor(readonly limit: number) {
    super(`Le fichier compte plus de ${frenchNumber(limit)} lignes de données.`);
    this.name = 'TooManyRows';
  }
}

/** A record whose number of fields is not the header's: the record comes with the fault. */
export class CsvRecordError extends DataError {
  constructor(
    message: string,
    readonly row: CsvRow,
  ) {
    super(message);
    this.name = 'CsvRecordError';
  }
}

/** Where a reader starts when it does not start at the file's beginning (a preview page). */
export interface CsvResume {
  header: string[];
  delimiter: string;
  /** Byte offset and line number of the first record read. */
  byte: number;
  line: number;
}

/** UTF-8 bytes of a UTF-16 code unit: a surrogate half counts 2, so a pair counts 4. */
const utf8Bytes = (code: number): number =>
  code < 0x80 ? 1 : code < 0x800 || (code >= 0xd800 && code <= 0xdfff) ? 2 : 3;

export interface CsvHandlers {
  /** The header line, names trimmed, once the first record is read. */
  header(header: string[], delimiter: string): void;
  /** Each record after the header, with as many fields as the header (else a DataError). */
  row(row: CsvRow): void;
}

/**
 * Reads a CSV text given piece by piece (RFC 4180: quoted fields, doubled quotes, CRLF or LF;
 * delimiter `;`, `,`, tab or `|`, found from the header). Every record must have as many fields as
 * the header. Only the record being read is kept: a file of any size is read in bounded memory.
 */
export class CsvReader {
  private delimiter: string | null = null;
  /** Text before the end of the first line, while the delimiter is unknown. */
  private pending = '';
  private header: string[] | null = null;
  private rows = 0;
  private cells: string[] = [];
  private cell = '';
  private quoted = false;
  /** A quote read inside quotes: the end of the field, or the first of a doubled quote. */
  private quoteInQuoted = false;
  /** A CR ended the last record: a LF right after it belongs to it. */
  private afterCr = false;
  private line = 1;
  private recordLine = 1;
  private quoteLine = 0;
  private fieldStarted = false;
  /** Bytes of the file read so far, and where the record being read starts. */
  private byte = 0;
  private recordByte = 0;

  /**
   * `startByte`: bytes before the text pushed (a byte-order mark the decoder dropped). `resume`: the
   * header and place of a record in the middle of the file, where reading starts.
   */
  constructor(
    private readonly handlers: CsvHandlers,
    options: { startByte?: number; resume?: CsvResume } = {},
  ) {
    const { resume } = options;
    this.byte = resume?.byte ?? options.startByte ?? 0;
    this.recordByte = this.byte;
    if (resume) {
      this.delimiter = resume.delimiter;
      this.header = resume.header;
      this.line = resume.line;
      this.recordLine = resume.line;
    }
  }

  push(text: string): void {
    if (this.delimiter === null) {
      this.pending += text;
      const firstBreak = this.pending.search(/\r?\n/);
      if (firstBreak < 0 && this.pending.length < MAX_RECORD_CHARS) return;
      this.delimiter = detectDelimiter(firstBreak < 0 ? this.pending : this.pending.slice(0, firstBreak));
      text = this.pending;
      this.pending = '';
    }
    this.scan(text);
    let size = this.cell.length;
    for (const cell of this.cells) size += cell.length;
    if (size > MAX_RECORD_CHARS) {
      const chars = frenchNumber(MAX_RECORD_CHARS);
      throw new DataError(
        this.quoted
          ? `Ligne ${this.recordLine} : l’enregistrement dépasse ${chars} caractères (guillemet ouvert ligne ${this.quoteLine} et jamais fermé ?).`
          : `Ligne ${this.recordLine} : l’enregistrement dépasse ${chars} caractères.`,
      );
    }
  }

  /** Ends the text: the last record, an unclosed quote, an empty file. */
  end(): void {
    if (this.delimiter === null) {
      const firstBreak = this.pending.search(/\r?\n/);
      this.delimiter = detectDelimiter(firstBreak < 0 ? this.pending : this.pending.slice(0, firstBreak));
      const text = this.pending;
      this.pending = '';
      this.scan(text);
    }
    if (this.quoteInQuoted) {
      this.quoteInQuoted = false;
      this.quoted = false;
    }
    if (this.quoted) throw new DataError(`Guillemet ouvert ligne ${this.quoteLine} et jamais fermé.`);
    if (this.cell !== '' || this.cells.length > 0) this.endRecord();
    if (!this.header) throw new DataError('Le fichier CSV est vide.');
  }

  private endRecord(): void {
    this.cells.push(this.cell);
    const cells = this.cells;
    this.cells = [];
    this.cell = '';
    this.fieldStarted = false;
    if (cells.length === 1 && cells[0] === '') return;
    const delimiter = this.delimiter as string;
    if (!this.header) {
      this.header = cells.map((name) => name.trim());
      this.handlers.header(this.header, delimiter);
      return;
    }
    if (cells.length !== this.header.length) {
      const shown = delimiter === '\t' ? 'tabulation' : delimiter;
      throw new CsvRecordError(
        `Ligne ${this.recordLine} : ${cells.length} champ${cells.length > 1 ? 's' : ''} au lieu de ${this.header.length} (séparateur « ${shown} »).`,
        { line: this.recordLine, cells, byte: this.recordByte },
      );
    }
    this.rows += 1;
    if (this.rows > csvLimits.maxRows) throw new TooManyRows(csvLimits.maxRows);
    this.handlers.row({ line: this.recordLine, cells, byte: this.recordByte });
  }

  private scan(text: string): void {
    const delimiter = this.delimiter as string;
    for (let i = 0; i < text.length; i += 1) {
      const char = text[i] as string;
      this.byte += utf8Bytes(text.charCodeAt(i));
      if (this.afterCr) {
        this.afterCr = false;
        if (char === '\n') {
          this.recordByte = this.byte;
          continue;
        }
      }
      if (this.quoteInQuoted) {
        this.quoteInQuoted = false;
        if (char === '"') {
          this.cell += '"';
          continue;
        }
        this.quoted = false;
      }
      if (this.quoted) {
        if (char === '"') this.quoteInQuoted = true;
        else {
          if (char === '\n') this.line += 1;
          this.cell += char;
        }
        continue;
      }
      if (char === '"' && !this.fieldStarted) {
        this.quoted = true;
        this.quoteLine = this.line;
        this.fieldStarted = true;
      } else if (char === delimiter) {
        this.cells.push(this.cell);
        this.cell = '';
        this.fieldStarted = false;
      } else if (char === '\n' || char === '\r') {
        if (char === '\r') this.afterCr = true;
        this.endRecord();
        this.line += 1;
        this.recordLine = this.line;
        this.recordByte = this.byte;
      } else {
        this.cell += char;
        this.fieldStarted = true;
      }
    }
  }
}

/** Reads a whole CSV text (see CsvReader). */
export function parseCsv(text: string): CsvTable {
  let header: string[] = [];
  let delimiter = ',';
  const rows: CsvRow[] = [];
  const reader = new CsvReader({
    header(names, found) {
      header = names;
      delimiter = found;
    },
    row(row) {
      rows.push(row);
    },
  });
  reader.push(text);
  reader.end();
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
