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
  return (
    description
      .replace(droppedElement, '')
      .replace(/<[^>]*>/g, '')
      .trim() !== ''
  );
}
