/**
 * How long the values of a change may be (audit T3-H1: a history page carried whole 100,000-character
 * texts, 14 MB for 200 entries). One value is at most VALUE_LIMIT characters, one entry's values
 * and keyword names at most ENTRY_LIMIT in all: with 50 entries a page, a history page holds at
 * most 200,000 characters of values, whatever was saved.
 */
export const VALUE_LIMIT = 500;
export const ENTRY_LIMIT = 4_000;
/** How many keywords a change lists as added, and as removed. */
export const LIST_LIMIT = 100;
/** Characters kept before the first difference, so that the change reads in its sentence. */
const CONTEXT = 100;
const CUT = '…';

/** A cut that does not split a character written as two UTF-16 units. */
function safeCut(text: string, index: number): number {
  if (index <= 0 || index >= text.length) return Math.max(0, Math.min(index, text.length));
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff ? index - 1 : index;
}

/** How many characters two texts share at their start. */
function commonPrefix(a: string, b: string): number {
  const end = Math.min(a.length, b.length);
  let at = 0;
  while (at < end && a.charCodeAt(at) === b.charCodeAt(at)) at += 1;
  return at;
}

/** The part of `text` from `start`, at most `limit` characters with its `…` marks. */
function window(text: string, start: number, limit: number): string {
  if (text.length <= limit && start === 0) return text;
  const from = safeCut(text, Math.min(start, text.length));
  const lead = from > 0 ? CUT : '';
  const room = Math.max(0, limit - lead.length);
  if (text.length - from <= room) return lead + text.slice(from);
  const end = safeCut(text, from + room - CUT.length);
  return lead + text.slice(from, end) + CUT;
}

export interface Excerpt {
  before: string | null;
  after: string | null;
  truncated: boolean;
}

/**
 * Two values of a change cut to `limit` characters each when either is longer, both from the same
 * place: shortly before where they start to differ, so that the words the save changed are in the
 * excerpt (a long description changed at its end is not cut to the same first 500 characters
 * twice). `…` marks each cut. Linear in the texts' length.
 */
export function excerptPair(before: string | null, after: string | null, limit = VALUE_LIMIT): Excerpt {
  const longest = Math.max(before?.length ?? 0, after?.length ?? 0);
  if (longest <= limit) return { before, after, truncated: false };
  if (limit < 2) {
    const mark = (value: string | null) => (value === null ? null : CUT);
    return { before: mark(before), after: mark(after), truncated: true };
  }
  const prefix = before !== null && after !== null ? commonPrefix(before, after) : 0;
  const start = Math.max(0, prefix - CONTEXT);
  return {
    before: before === null ? null : window(before, start, limit),
    after: after === null ? null : window(after, start, limit),
    truncated: true,
  };
}
