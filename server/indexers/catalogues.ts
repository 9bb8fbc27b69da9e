import { RemoteError } from '../net/remoteFetch.ts';
import type { CatalogueClient, RemoteRecord } from './catalogueTypes.ts';
import { ckanClient } from './ckan.ts';
import { cswClient } from './csw.ts';
import { dcatClient } from './dcat.ts';
import { openDataSoftClient } from './opendatasoft.ts';

// The catalogue clients by implementation type, and the public link of a harvested record.
export type { CatalogueClient, CatalogueQuery, RemotePage, RemoteRecord } from './catalogueTypes.ts';
export { ckanClient, cswClient, dcatClient, openDataSoftClient };

export const CLIENTS: Record<string, CatalogueClient> = {
  ckan: ckanClient,
  csw: cswClient,
  opendatasoft: openDataSoftClient,
  dcat: dcatClient,
};

export function clientFor(implementationType: string): CatalogueClient {
  const client = CLIENTS[implementationType];
  if (!client) {
    throw new RemoteError(
      `Le type de catalogue « ${implementationType} » n’est pas pris en charge (${Object.keys(CLIENTS).join(', ')}).`,
      'protocol',
    );
  }
  return client;
}

/** The public link of a record: the indexer's URL pattern, else the remote page, else the catalogue. */
export function recordUrl(record: RemoteRecord, pattern: string | null, catalogueUrl: string): string {
  const candidates = [
    pattern?.includes('{identifier}')
      ? pattern.split('{identifier}').join(encodeURIComponent(record.reference ?? record.identifier))
      : null,
    record.url,
    catalogueUrl,
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      return new URL(candidate).toString();
    } catch {
      // not absolute: try the next one
    }
  }
  return catalogueUrl;
}
