import type { Resource } from '../../../../api/resources';
import { NewTabLink } from '../../../../ui/NewTabLink';

/**
 * Where a URL resource leads (a harvested distribution, a link given by hand): its address, to open.
 * Other kinds hold the platform's own files and layers, reached through their dialog.
 */
export function UrlResourceLink({ resource }: { resource: Pick<Resource, 'kind' | 'href'> }) {
  if (resource.kind !== 'href' || !resource.href) return null;
  return (
    <p className="text-sm">
      <NewTabLink href={resource.href} />
    </p>
  );
}
