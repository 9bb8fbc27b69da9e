// Kept apart from sanitiseRichText.ts so that screens which only need to tell rich text from plain
// text do not load the sanitiser.

/**
 * Whether a description is rich text (HTML from the advanced editor) rather than plain text: it holds
 * at least one tag. The form opens the advanced editor for these, and the server cleans only these.
 */
export function looksLikeRichText(text: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(text);
}

/** Whether a description says anything once its tags are set aside (the form's rule: '<p></p>' is empty). */
export function hasText(description: string): boolean {
  return description.replace(/<[^>]*>/g, '').trim() !== '';
}
