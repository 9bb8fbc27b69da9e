import { useLingui } from '@lingui/react/macro';
import type { Resource } from '../../../../api/resources';
import { SafeLink } from '../../../../ui/SafeLink';

/**
 * Where a URL resource leads (a harvested distribution, a link given by hand): its address, to open.
 * Other kinds hold the platform's own files and layers, reached through their dialog.
 */
export function UrlResourceLink({ resource }: { resource: Pick<Resource, 'kind' | 'href'> }) {
  const { t } = useLingui();
  if (resource.kind !== 'href' || !resource.href) return null;
  return (
    <p className="text-sm break-all">
      <SafeLink href={resource.href} newTab className="text-blue-700 underline" fallback={resource.href}>
        {resource.href}
        <span className="sr-only"> {t`(opens in a new tab)`}</span>
      </SafeLink>
    </p>
  );
}
