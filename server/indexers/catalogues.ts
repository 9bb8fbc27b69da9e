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

/**
 * The public link of a record: the indexer's URL pattern, else the record's own page, else none.
 * Never the catalogue's address: the file or endpoint that holds every record opens none of them
 * (issue 45, HV6).
 */
export function recordUrl(record: RemoteRecord, pattern: string | null): string | null {
  const candidates = [
    pattern?.includes('{identifier}')
      ? pattern.split('{identifier}').join(encodeURIComponent(record.reference ?? record.identifier))
      : null,
    record.url,
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      return new URL(candidate).toString();
    } catch {
      // not absolute: try the next one
    }
  }
  return null;
}
