import type { LinkOptions } from '@tanstack/react-router';
import type { Resource } from '../../../../api/resources';

/**
 * Where a resource of the dataset opens: its screen, once the resource screens of issue 11 exist.
 * Until then this gives null and the panel shows the resource's name as plain text, so nothing links
 * to a page that would not be found. The resources screens fill this in, e.g.
 * `{ to: '/$locale/data/datasets/$id/resources/$resourceId/', params: { locale, id: datasetId, resourceId: resource.id } }`.
 */
export function resourceLink(
  _locale: string,
  _datasetId: number,
  _resource: Pick<Resource, 'id' | 'type'>,
): LinkOptions | null {
  return null;
}
