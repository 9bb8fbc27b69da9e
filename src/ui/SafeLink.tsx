import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { safeHref } from '../../contract/safeUrl';

type SafeLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  /** An address that comes from data (a server answer, a remote catalogue, another user). */
  href: string | null | undefined;
  /** `mailto:` addresses are links too (contacts). */
  mailto?: boolean;
  /** Opens in a new tab, without opener nor referrer. */
  newTab?: boolean;
  /** Shown instead of the children when the address is no web link; the children by default. */
  fallback?: ReactNode;
};

/**
 * A link whose address comes from data: a link only when the address is http(s) (or mailto when
 * allowed), read as the browser reads it against the page's address; otherwise the text alone, so a
 * `javascript:` or `data:` address never becomes something to click.
 */
export function SafeLink({
  href,
  mailto = false,
  newTab = false,
  fallback,
  children,
  ...rest
}: SafeLinkProps) {
  const base = typeof document === 'undefined' ? undefined : document.baseURI;
  const safe = safeHref(href, { mailto, ...(base === undefined ? {} : { base }) });
  if (safe === undefined) return <span className="break-words">{fallback ?? children}</span>;
  return (
    <a href={safe} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
