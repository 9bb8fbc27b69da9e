import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SafeLink } from './SafeLink';

/**
 * A web address that comes from data (a harvested record, a distribution, a URL resource), opening
 * in a new tab, which screen readers hear said; its text is the address unless given. An address
 * that is no web link shows as text (SafeLink).
 */
export function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useLingui();
  const text = children ?? href;
  return (
    <SafeLink href={href} newTab className="break-all text-blue-700 underline" fallback={text}>
      {text}
      <span className="sr-only"> {t`(opens in a new tab)`}</span>
    </SafeLink>
  );
}
