// Bounds of a dataset's free texts, shared by the form (src/features/datasets/form/datasetFormSchema.ts)
// and the reference backend (server/model/dataset/rules.ts). The contract (openapi/schemas/dataset.yaml,
// DatasetInput) states the same numbers: keep the three in step.
//
// Why bounded: the database work of a save grows with what is sent, and PGlite runs on the event loop,
// so one unbounded save froze every user (security audit of 2026-11-25, H4). The bounds are far above
// what people write: the harvester keeps at most 30 keywords of at most 100 characters per record.

/** Keywords of one dataset. */
export const MAX_KEYWORDS = 100;
/** Characters of one keyword. */
export const MAX_KEYWORD_LENGTH = 100;
/**
 * Characters of the name. Above the 10,000-character names the hostile-text tests save and show back
 * (tests/e2e/security/hostileText.spec.ts), well below what made work grow without bound (a 5 MB name
 * is five million trigrams for the name's search index).
 */
export const MAX_NAME_LENGTH = 20_000;
/** Characters of the description, markup included (about 15,000 words of rich text). */
export const MAX_DESCRIPTION_LENGTH = 100_000;
/** Characters of the recommended usage and of the constitution mode (same reason as the name). */
export const MAX_NOTE_LENGTH = 20_000;
/**
 * Levels of elements nested in a rich text description. The editor's deepest real markup (a list in
 * a list in a quote) is under ten; 80,000 nested quotes took the sanitiser 6 to 12 seconds.
 */
export const MAX_DESCRIPTION_DEPTH = 100;

/** Length as the contract counts it (JSON Schema `maxLength`): in code points, an emoji is one. */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

/**
 * Elements that never hold content, so they open no level (HTML's void elements); written with a slash
 * or not, `<br>` nests nothing.
 */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/**
 * The deepest nesting of elements in `html`, read from the tags alone in one pass (no parse, no tree):
 * cheap enough to run before the sanitiser on any text that passed the length bound. An end tag
 * closes one level (a stray one closes none); a self-closing or void tag opens none. Plain text has
 * no tags, so its depth is 0. It may count a level more than a browser would (an unclosed `<p>`
 * before another one), which only refuses markup no editor writes.
 */
export function nestingDepth(html: string): number {
  // `[^<>]` rather than `[^>]`: a tag left open stops at the next `<`, so the pass stays linear.
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^<>]*?(\/?)>/g;
  let depth = 0;
  let deepest = 0;
  for (let match = tag.exec(html); match !== null; match = tag.exec(html)) {
    const [, closing, name = '', selfClosing] = match;
    if (closing) {
      if (depth > 0) depth -= 1;
    } else if (!selfClosing && !VOID_ELEMENTS.has(name.toLowerCase())) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    }
  }
  return deepest;
}
