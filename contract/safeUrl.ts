/** The schemes a link built from data may use: the web, and mail where the caller allows it. */
const WEB_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:']);

export type SafeHrefOptions = {
  /** Allow `mailto:` links too (contacts' addresses, links in rich text). */
  mailto?: boolean;
  /**
   * The address relative links are read against (in the page, `document.baseURI`). Without it only
   * absolute addresses are links: rich text is shown on other sites, where a relative link means
   * something else.
   */
  base?: string;
};

/**
 * The address to put in `href` when `value`, which comes from data (a remote catalogue, another user,
 * a server answer), is a web link (http or https, or mailto when allowed), else `undefined`: then the
 * text is shown without a link. The address is read as browsers read it (WHATWG URL: surrounding
 * spaces, control characters, tabs and newlines inside the scheme), so `java\tscript:` or
 * ` JAVASCRIPT:` are recognised for what they are.
 */
export function safeHref(
  value: string | null | undefined,
  options: SafeHrefOptions = {},
): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = options.base === undefined ? new URL(value) : new URL(value, options.base);
  } catch {
    return undefined;
  }
  if (WEB_SCHEMES.has(url.protocol)) return url.href;
  if (options.mailto && url.protocol === 'mailto:') return url.href;
  return undefined;
}
