import { linkOptions } from '@tanstack/react-router';
import type { Resource } from '../../../../api/resources';

/**
 * Where a resource of the dataset opens: its dialog over the dataset page (src/features/resources,
 * docs/decisions/0004-resource-screens.md), kept in the page's URL.
 */
export function resourceLink(locale: string, datasetId: number, resource: Pick<Resource, 'id' | 'type'>) {
  return linkOptions({
    to: '/$locale/data/datasets/$id/',
    params: { locale, id: datasetId },
    search: { resource: resource.id },
    resetScroll: false,
  });
}
