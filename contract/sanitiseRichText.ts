import sanitizeHtml from 'sanitize-html';
import { DROPPED_WITH_CONTENT, looksLikeRichText } from './richText';
import { safeHref } from './safeUrl';

// Rich text (the dataset description written with the advanced editor) is cleaned by sanitize-html,
// which reads HTML with its own parser (htmlparser2) and never builds DOM elements. DOM-based
// sanitisers (DOMPurify) parse the hostile markup into a document first: the elements it creates
// there fire their `onerror`/`onload` handlers, which the Content-Security-Policy then has to block
// (measured in Chromium: 4 to 6 violations per opening of a hostile description). The same code
// runs in the browser and in the reference backend, so both keep exactly the same markup.

/** The editor's rel on links (TipTap's Link): no opener, no referrer, no endorsement. */
const LINK_REL = 'noopener noreferrer nofollow';

/**
 * What rich text may hold: what the advanced editor (TipTap StarterKit without code blocks and rules,
 * headings 2 and 3) produces, nothing else. Scripts, styles, images, frames, forms, SVG, event
 * handlers, classes and styles are dropped; `b`, `i`, `del` and `strike` from other clients become
 * the editor's `strong`, `em` and `s`.
 */
export const richTextPolicy = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'code', 'a', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3'],
  allowedAttributes: { a: ['href', 'target', 'rel'], ol: ['start'] },
  /** Link schemes: the web and mail. */
  linkSchemes: ['http:', 'https:', 'mailto:'],
} as const;

const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextPolicy.allowedTags],
  allowedAttributes: {
    a: [...richTextPolicy.allowedAttributes.a],
    ol: [...richTextPolicy.allowedAttributes.ol],
  },
  // Links are checked by safeHref below; nothing else carries a URL.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROPPED_WITH_CONTENT],
  parseStyleAttributes: false,
  // A link left without an address is no link: its text stays, the element goes.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
  transformTags: {
    b: 'strong',
    i: 'em',
    del: 's',
    strike: 's',
    a: (_tag, attribs): sanitizeHtml.Tag => {
      const href = safeHref(attribs.href, { mailto: true });
      // A link to anything but the web or mail loses its address, then its element (exclusiveFilter).
      return { tagName: 'a', attribs: href === undefined ? {} : { href, target: '_blank', rel: LINK_REL } };
    },
    ol: (_tag, attribs): sanitizeHtml.Tag => {
      const start = attribs.start ?? '';
      const attributes: sanitizeHtml.Attributes = /^\d{1,6}$/.test(start) && start !== '1' ? { start } : {};
      return { tagName: 'ol', attribs: attributes };
    },
  },
};

/** Rich text (HTML) made safe to store and to hand to the editor: only the editor's own markup is kept. */
export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/**
 * A description as it may be stored: rich text cleaned by the policy (and trimmed), plain text left as
 * it is (the plain-text editor shows it as text, so `<` or `&` typed there stay what they are).
 */
export function sanitiseDescription(description: string): string {
  return looksLikeRichText(description) ? sanitiseRichText(description).trim() : description;
}
