// Kept apart from sanitiseRichText.ts so that screens which only need to tell rich text from plain
// text do not load the sanitiser.

/**
 * Whether a description is rich text (HTML from the advanced editor) rather than plain text: it holds
 * at least one tag. The form opens the advanced editor for these, and the server cleans only these.
 */
export function looksLikeRichText(text: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(text);
}

/** Elements the sanitiser drops with their content (the rest keep their text when they go). */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'iframe',
  'object',
  'noembed',
  'noframes',
  'xmp',
  'title',
] as const;

/** An element dropped with its content, up to its end tag or, left open, to the end of the text. */
const droppedElement = new RegExp(`<(${DROPPED_WITH_CONTENT.join('|')})\\b[\\s\\S]*?(?:</\\1\\s*>|$)`, 'gi');

/**
 * Whether a description says anything once what the sanitiser drops with its content and every tag
 * are set aside (the form's rule: '<p></p>' and '<script>x</script>' are empty), so the form refuses
 * what the server would refuse after cleaning it.
 */
export function hasText(description: string): boolean {
  const text = description.replace(droppedElement, '').replace(/<[^>]*>/g, '');
  return decodeSpaces(text).trim() !== '';
}

/** HTML's named spaces (the editor writes `&nbsp;` for a blank paragraph); other named entities are text. */
const namedSpaces: Readonly<Record<string, string>> = {
  nbsp: '\u00a0',
  ensp: '\u2002',
  emsp: '\u2003',
  emsp13: '\u2004',
  emsp14: '\u2005',
  numsp: '\u2007',
  puncsp: '\u2008',
  thinsp: '\u2009',
  ThinSpace: '\u2009',
  hairsp: '\u200a',
  VeryThinSpace: '\u200a',
  MediumSpace: '\u205f',
  Tab: '\t',
  NewLine: '\n',
};

/** Character references decoded as the sanitiser decodes them, so a space written as one counts as a space. */
function decodeSpaces(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z][a-z0-9]*));/gi, (reference, decimal, hex, name) => {
    const code = decimal ? Number(decimal) : hex ? Number.parseInt(hex, 16) : undefined;
    if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    return namedSpaces[name] ?? reference;
  });
}
