/** Where a byte or character sits in a text, counted from 1 like editors do. */
export interface TextPosition {
  line: number;
  column: number;
}

/** Thrown when data cannot be read; the message names the line and column when it can. */
export class DataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataError';
  }
}

/** Offset of the first byte that is not part of a valid UTF-8 sequence, -1 when there is none. */
function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    let extra: number;
    let min: number;
    if (b < 0x80) {
      i += 1;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) {
      extra = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      extra = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      extra = 3;
      min = 0x10000;
    } else {
      return i;
    }
    let code = b & (0x3f >> extra);
    for (let k = 1; k <= extra; k += 1) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return i;
      code = (code << 6) | (next & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i;
    i += extra + 1;
  }
  return -1;
}

function positionOfByte(bytes: Uint8Array, offset: number): TextPosition {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i += 1) {
    if (bytes[i] === 0x0a) {
      line += 1;
      lineStart = i + 1;
    }
  }
  // Column in characters: decode the valid start of the line.
  const before = new TextDecoder('utf-8').decode(bytes.subarray(lineStart, offset));
  return { line, column: [...before].length + 1 };
}

/**
 * Decodes UTF-8 strictly (TextDecoder with `fatal`), dropping a byte-order mark. A file in
 * another encoding fails with the line and column of its first invalid byte.
 */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const offset = firstInvalidByte(bytes);
    throw notUtf8(positionOfByte(bytes, Math.max(0, offset)), bytes[offset]);
  }
}

// Each message is written whole, so that the message table (messages/tables/data.ts) finds it in the source.
function notUtf8(at: TextPosition, byte: number | undefined): DataError {
  if (byte === undefined) {
    return new DataError(
      `Le fichier n’est pas encodé en UTF-8 : octet invalide ligne ${at.line}, colonne ${at.column}. Enregistrez-le en UTF-8 (par exemple « CSV UTF-8 » dans un tableur) puis déposez-le à nouveau.`,
    );
  }
  const hex = `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return new DataError(
    `Le fichier n’est pas encodé en UTF-8 : octet invalide ligne ${at.line}, colonne ${at.column} (octet ${hex}). Enregistrez-le en UTF-8 (par exemple « CSV UTF-8 » dans un tableur) puis déposez-le à nouveau.`,
  );
}

/** Code points of a string (a character outside the BMP counts once, as editors count it). */
function codePoints(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xdc00 && unit <= 0xdfff) count -= 1;
  }
  return count;
}

/** Length of `bytes` without an incomplete UTF-8 sequence at its end (kept for the next piece). */
function completeLength(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(4, bytes.length); back += 1) {
    const b = bytes[bytes.length - back] as number;
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const needed = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return needed > back ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

/**
 * decodeUtf8 for a file read piece by piece: strict, the byte-order mark dropped, and a fault named
 * by its line and column in the whole file. Holds at most an incomplete sequence between pieces.
 */
export class Utf8Stream {
  private carry: Uint8Array = new Uint8Array(0);
  private started = false;
  private line = 1;
  /** Characters since the last line feed. */
  private column = 0;

  push(bytes: Uint8Array): string {
    const whole = this.carry.length > 0 ? Buffer.concat([this.carry, bytes]) : bytes;
    const complete = completeLength(whole);
    this.carry = whole.slice(complete);
    return this.decode(whole.subarray(0, complete));
  }

  /** The end of the file: an incomplete sequence left is a fault. */
  end(): string {
    const rest = this.carry;
    this.carry = new Uint8Array(0);
    return this.decode(rest);
  }

  private decode(piece: Uint8Array): string {
    if (piece.length === 0) return '';
    // Only the file's first bytes may be a byte-order mark to drop.
    const decoder = () => new TextDecoder('utf-8', { fatal: true, ignoreBOM: this.started });
    let text: string;
    try {
      text = decoder().decode(piece);
    } catch {
      const offset = Math.max(0, firstInvalidByte(piece));
      const before = decoder().decode(piece.subarray(0, offset));
      this.advance(before);
      throw notUtf8({ line: this.line, column: this.column + 1 }, piece[offset]);
    }
    this.started = true;
    this.advance(text);
    return text;
  }

  private advance(text: string): void {
    const last = text.lastIndexOf('\n');
    if (last < 0) {
      this.column += codePoints(text);
      return;
    }
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.line += 1;
    this.column = codePoints(text.slice(last + 1));
  }
}

/** Line and column (from 1) of a character offset in a string. */
export function positionOf(text: string, offset: number): TextPosition {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Offset of the first JSON syntax fault in `text` with what was expected there (V8's messages do
 * not always give a position), or null when the text is valid JSON.
 */
export function jsonFault(text: string): { offset: number; expected: string } | null {
  let i = 0;
  class Fault {
    constructor(
      readonly offset: number,
      readonly expected: string,
    ) {}
  }
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i += 1;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else throw new Fault(i, 'une valeur');
  };
  const string = () => {
    if (text[i] !== '"') throw new Fault(i, 'une chaîne entre guillemets');
    i += 1;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') i += 1;
      else if ((text.charCodeAt(i) ?? 0) < 0x20) throw new Fault(i, 'un caractère de chaîne');
      i += 1;
    }
    if (i >= text.length) throw new Fault(i, 'la fin de la chaîne (")');
    i += 1;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!match?.[0]) throw new Fault(i, 'une valeur');
    i += match[0].length;
  };
  const value = (): void => {
    space();
    const char = text[i];
    if (char === '{') {
      i += 1;
      space();
      if (text[i] === '}') {
        i += 1;
        return;
      }
      for (;;) {
        space();
        string();
        space();
        if (text[i] !== ':') throw new Fault(i, '« : »');
        i += 1;
        value();
        space();
        if (text[i] === ',') {
          i += 1;
          continue;
        }
        if (text[i] === '}') {
          i += 1;
          return;
        }
        throw new Fault(i, '« , » ou « } »');
      }
    }
    if (char === '[') {
      i += 1;
      space();
      if (text[i] === ']') {
        i += 1;
        return;
      }
      for (;;) {
        value();
        space();
        if (text[i] === ',') {
          i += 1;
          continue;
        }
        if (text[i] === ']') {
          i += 1;
          return;
        }
        throw new Fault(i, '« , » ou « ] »');
      }
    }
    if (char === '"') string();
    else if (char === 't') literal('true');
    else if (char === 'f') literal('false');
    else if (char === 'n') literal('null');
    else number();
  };
  try {
    value();
    space();
    if (i < text.length) throw new Fault(i, 'la fin du document');
    return null;
  } catch (error) {
    if (error instanceof Fault) return { offset: error.offset, expected: error.expected };
    throw error;
  }
}
