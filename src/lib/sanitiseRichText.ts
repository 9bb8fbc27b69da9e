import DOMPurify, { type Config } from 'dompurify';

/**
 * What rich text may hold: basic formatting, links and lists, as the description editors produce.
 * Anything else (scripts, styles, images, frames, forms, event handlers, classes) is dropped, since
 * descriptions come from other users and from harvested catalogues.
 */
export const richTextPolicy = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote'],
  ALLOWED_ATTR: ['href', 'title'],
  // Web and mail links only: no javascript:, data: or other schemes.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
} as const satisfies Config;

/** Rich text (HTML) made safe to insert into the page. */
export function sanitiseRichText(html: string): string {
  return DOMPurify.sanitize(html, {
    ...richTextPolicy,
    ALLOWED_TAGS: [...richTextPolicy.ALLOWED_TAGS],
    ALLOWED_ATTR: [...richTextPolicy.ALLOWED_ATTR],
  });
}
