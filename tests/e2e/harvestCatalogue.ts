import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A CKAN site whose records hold what issue 45 keeps of a harvest: a licence of the platform's list,
 * a spatial extent (ckanext-spatial's `spatial` extra, a GeoJSON polygon), resources with their
 * links and a landing page. Served on 127.0.0.1 by the test process; a test changes a record
 * between two harvests (`records` is the live answer) to see the trial's diff. The reference
 * backend must be allowed to reach loopback addresses (ALLOW_PRIVATE_REMOTE=1).
 */

export type HarvestResource = { id: string; name: string; url: string; format: string; mimetype: string };

export type HarvestRecord = {
  id: string;
  name: string;
  title: string;
  notes: string;
  /** [west, south, east, north], served as a GeoJSON polygon. */
  bounds: [number, number, number, number];
  resources: HarvestResource[];
};

export type HarvestCatalogue = {
  /** The URL a CKAN indexer is given. */
  url: string;
  /** The records the catalogue answers now; change them to change the next answer. */
  records: HarvestRecord[];
  close: () => Promise<void>;
};

/** The licence as data.gouv.fr's CKAN named it: title as the platform's list has it. */
export const LICENCE = {
  license_id: 'etalab-2.0',
  license_title: 'Licence Ouverte / Open Licence version 2.0',
  license_url: 'https://www.etalab.gouv.fr/licence-ouverte-open-licence',
};

/** The platform's label of that licence in each interface language (server/seed/referenceLabels.ts). */
export const LICENCE_LABEL = {
  fr: 'Licence Ouverte / Open Licence version 2.0',
  en: 'Open Licence version 2.0 (Licence Ouverte)',
} as const;

function polygon([west, south, east, north]: HarvestRecord['bounds']): string {
  return JSON.stringify({
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  });
}

/** A record as CKAN's package_search answers it. */
function ckanPackage(record: HarvestRecord, origin: string): unknown {
  return {
    id: record.id,
    name: record.name,
    title: record.title,
    notes: record.notes,
    url: `${origin}/portail/jeux/${record.name}`,
    ...LICENCE,
    tags: [{ name: 'test' }],
    organization: { name: 'ctg', title: 'Collectivité Territoriale de Guyane' },
    metadata_created: '2025-05-01T10:00:00',
    metadata_modified: '2026-01-15T08:30:00',
    extras: [{ key: 'spatial', value: polygon(record.bounds) }],
    resources: record.resources.map((resource) => ({ ...resource, description: null })),
  };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

export async function serveHarvestCatalogue(records: HarvestRecord[]): Promise<HarvestCatalogue> {
  let origin = '';
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/ckan/api/3/action/package_search') {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end(`No fixture for ${url.pathname}`);
      return;
    }
    // Read at each request: a test changes `records` between two harvests.
    const results = catalogue.records.map((record) => ckanPackage(record, origin));
    const body = JSON.stringify({ success: true, result: { count: results.length, results } });
    response.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    response.end(body);
  });
  const port = await listen(server);
  origin = `http://127.0.0.1:${port}`;
  const catalogue: HarvestCatalogue = {
    url: `${origin}/ckan/`,
    records,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return catalogue;
}

/** A record of its own for a test: unique names, so that its dataset is found by its title. */
export function harvestRecord(suffix: string, overrides: Partial<HarvestRecord> = {}): HarvestRecord {
  const name = `qualite-air-${suffix}`;
  return {
    id: `id-${name}`,
    name,
    title: `Qualité de l’air ${suffix}`,
    notes: 'Mesures horaires des stations de Cayenne, jeu de test.',
    bounds: [-52.5, 4.8, -52.2, 5.0],
    resources: [
      {
        id: `res-${name}-csv`,
        name: 'Mesures (CSV)',
        url: `https://data.example.fr/${name}/mesures.csv`,
        format: 'CSV',
        mimetype: 'text/csv',
      },
      {
        id: `res-${name}-doc`,
        name: 'Notice',
        url: `https://data.example.fr/${name}/notice.pdf`,
        format: 'PDF',
        mimetype: 'application/pdf',
      },
    ],
    ...overrides,
  };
}
