import DOMPurify from 'dompurify';

// Basic formatting, links and lists: what the description editors produce. Anything else (scripts,
// styles, images, forms, event handlers) is dropped, since descriptions come from other users and
// harvested catalogues.
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote'];
const ALLOWED_ATTR = ['href', 'title'];

/** Rich text (HTML) made safe to insert into the page. */
export function sanitiseRichText(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    // Only web and mail links: no javascript:, data: or other schemes.
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
