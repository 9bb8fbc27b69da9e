/** The first rows of delimited text (CSV, TSV) as cells, for the data preview. */
export type PreviewTable = {
  header: string[];
  rows: string[][];
  /** Rows beyond `maxRows` were read but are not shown. */
  more: boolean;
};

const DELIMITERS = [';', ',', '\t', '|'] as const;

/** The delimiter found most in the first line, outside quotes (French CSV files often use ';'). */
export function guessDelimiter(firstLine: string): string {
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = splitLine(firstLine, delimiter).length - 1;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

function splitLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index];
    if (quoted) {
      if (character === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += character;
  }
  cells.push(cell);
  return cells;
}

/**
 * Parses the first `maxRows` rows of delimited text. Quoted cells may hold the delimiter; a preview is
 * cut anywhere, so a last line without its end is dropped rather than shown half.
 */
export function previewTable(text: string, { maxRows = 20, truncated = false } = {}): PreviewTable {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (truncated) lines.pop();
  const nonEmpty = lines.filter((line) => line.trim() !== '');
  const [first, ...rest] = nonEmpty;
  if (first === undefined) return { header: [], rows: [], more: false };
  const delimiter = guessDelimiter(first);
  return {
    header: splitLine(first, delimiter),
    rows: rest.slice(0, maxRows).map((line) => splitLine(line, delimiter)),
    more: rest.length > maxRows,
  };
}

/** Whether the data reads as delimited text, by its type or the name in its URI. */
export function isDelimitedText(contentType: string | null, uri: string): boolean {
  if (contentType && /text\/(csv|tab-separated-values)/i.test(contentType)) return true;
  return /\.(csv|tsv)(\?|#|$)/i.test(uri);
}

/** Whether the data is text worth showing (not a zip, a PDF or an image), by its type or the name in its URI. */
export function isTextData(contentType: string | null, uri: string): boolean {
  if (contentType && /^text\/|json|xml|csv/i.test(contentType)) return true;
  return /\.(csv|tsv|txt|json|geojson|xml|kml|gml|sld)(\?|#|$)/i.test(uri);
}
