import { parseDecimal } from '../csv.ts';

/**
 * The type of a column as a preview shows it, found while the file is read: a column is of a type
 * when every non-empty value of it parses as that type (empty values say nothing); the narrowest
 * type wins, in this order: integer, decimal, boolean, date, text. A column with no value is text.
 */
export type ColumnType = 'integer' | 'decimal' | 'boolean' | 'date' | 'text';

export interface PreviewColumn {
  name: string;
  type: ColumnType;
}

const INTEGER = 1;
const DECIMAL = 2;
const BOOLEAN = 4;
const DATE = 8;
const ALL = INTEGER | DECIMAL | BOOLEAN | DATE;

const BOOLEANS = new Set([
  'true',
  'false',
  'vrai',
  'faux',
  'oui',
  'non',
  'yes',
  'no',
  'vero',
  'falso',
  'sì',
  'si',
]);

/** ISO 8601 dates (with an optional time) and the day-first dates French and Italian files use. */
const ISO_DATE =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const DAY_FIRST = /^(0?[1-9]|[12]\d|3[01])[/.](0?[1-9]|1[0-2])[/.]\d{4}$/;

/** The types a value may be of (a set of the flags above). */
export function typesOf(value: string, delimiter: string): number {
  const text = value.trim();
  let types = 0;
  if (/^[+-]?\d+$/.test(text)) types |= INTEGER | DECIMAL;
  else if (parseDecimal(text, delimiter) !== null) types |= DECIMAL;
  if (BOOLEANS.has(text.toLowerCase())) types |= BOOLEAN;
  if (ISO_DATE.test(text) || DAY_FIRST.test(text)) types |= DATE;
  return types;
}

/** Follows the values of each column and answers the types they allow. */
export class ColumnTypes {
  private readonly possible: number[];
  private readonly seen: boolean[];

  /** `names` may grow while rows are added (a GeoJSON's properties vary by feature). */
  constructor(
    private readonly names: string[],
    private readonly delimiter = ',',
  ) {
    this.possible = names.map(() => ALL);
    this.seen = names.map(() => false);
  }

  add(values: readonly unknown[]): void {
    for (let i = 0; i < this.names.length; i += 1) {
      const possible = this.possible[i] ?? ALL;
      this.possible[i] = possible;
      const value = values[i];
      if (value === null || value === undefined || value === '') continue;
      this.seen[i] = true;
      if (possible === 0) continue;
      this.possible[i] = possible & typesOfValue(value, this.delimiter);
    }
  }

  get columns(): PreviewColumn[] {
    return this.names.map((name, i) => ({
      name,
      type: typeOfFlags(this.seen[i] ? (this.possible[i] as number) : 0),
    }));
  }
}

/** A JSON value (a GeoJSON property) or a CSV cell. */
function typesOfValue(value: unknown, delimiter: string): number {
  if (typeof value === 'string') return value.trim() === '' ? ALL : typesOf(value, delimiter);
  if (typeof value === 'boolean') return BOOLEAN;
  if (typeof value === 'number') return Number.isInteger(value) ? INTEGER | DECIMAL : DECIMAL;
  return 0;
}

function typeOfFlags(flags: number): ColumnType {
  if (flags & INTEGER) return 'integer';
  if (flags & DECIMAL) return 'decimal';
  if (flags & BOOLEAN) return 'boolean';
  if (flags & DATE) return 'date';
  return 'text';
}
