/**
 * 'Structured files such as CSV must be UTF-8' (specification section 5), checked in the browser before
 * the upload, so that a person learns it in seconds rather than from a failed task.
 */

/** Extensions of the text formats whose encoding matters to the processing (XML-based ones declare theirs). */
const STRUCTURED_TEXT_EXTENSIONS = new Set(['csv', 'tsv', 'txt', 'json', 'geojson']);

/** Enough to catch a file saved in Latin-1 or Windows-1252, without reading a huge file whole. */
export const UTF8_CHECKED_BYTES = 16 * 1024 * 1024;

const CHUNK_BYTES = 1024 * 1024;

export function isStructuredTextFile(name: string): boolean {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  return name.includes('.') && STRUCTURED_TEXT_EXTENSIONS.has(extension);
}

export type Utf8Check = { utf8: true } | { utf8: false; line: number };

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

const isContinuation = (byte: number | undefined) => byte !== undefined && (byte & 0xc0) === 0x80;

/**
 * The 1-based line of the first invalid sequence of a chunk: a newline byte never occurs inside a UTF-8
 * sequence. The end of a character begun in the previous chunk (at most 3 bytes) is skipped.
 */
function firstInvalidLine(bytes: Uint8Array, lineOffset: number, continued: boolean): number {
  let start = 0;
  while (continued && start < 3 && isContinuation(bytes[start])) start += 1;
  let line = lineOffset;
  while (start <= bytes.length) {
    const end = bytes.indexOf(0x0a, start);
    const stop = end === -1 ? bytes.length : end;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start, stop), { stream: end === -1 });
    } catch {
      return line;
    }
    if (end === -1) break;
    line += 1;
    start = end + 1;
  }
  return line;
}

/**
 * Whether the first UTF8_CHECKED_BYTES of a file decode as UTF-8 (a byte order mark is fine); when not,
 * the line of the first invalid byte. Read by chunks with a streaming decoder, so a character cut at a
 * chunk's end is completed by the next one instead of being reported.
 */
export async function checkUtf8(file: Blob, limit = UTF8_CHECKED_BYTES): Promise<Utf8Check> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const end = Math.min(file.size, limit);
  let lines = 1;
  for (let offset = 0; offset < end; offset += CHUNK_BYTES) {
    const bytes = await bytesOf(file.slice(offset, Math.min(end, offset + CHUNK_BYTES)));
    try {
      decoder.decode(bytes, { stream: true });
    } catch {
      return { utf8: false, line: firstInvalidLine(bytes, lines, offset > 0) };
    }
    for (const byte of bytes) if (byte === 0x0a) lines += 1;
  }
  // A truncated check may stop inside a character: only a complete file must end on a whole one.
  if (end === file.size) {
    try {
      decoder.decode();
    } catch {
      return { utf8: false, line: lines };
    }
  }
  return { utf8: true };
}
