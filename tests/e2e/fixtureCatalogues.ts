import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Remote catalogues for the indexer tests, served on 127.0.0.1 by the test process itself: one CKAN
 * site, one GeoNetwork CSW service, one OpenDataSoft portal and one DCAT JSON feed (ArcGIS Hub's
 * DCAT-US shape), each answering only the request its harvester is meant to send, so a test also
 * proves the backend spoke the right protocol. The reference backend must be allowed to reach
 * loopback addresses (ALLOW_PRIVATE_REMOTE=1).
 */

export type CatalogueKind = 'ckan' | 'csw' | 'opendatasoft' | 'dcat';

export type FixtureRecord = { identifier: string; title: string };

export const FIXTURE_RECORDS: Record<CatalogueKind, readonly FixtureRecord[]> = {
  ckan: [
    { identifier: 'qualite-air-cayenne', title: 'Qualité de l’air à Cayenne' },
    { identifier: 'arrets-bus-agglo', title: 'Arrêts de bus de l’agglomération' },
  ],
  csw: [
    { identifier: 'a1f0c2d4-zones-inondables', title: 'Zones inondables de la Comté' },
    { identifier: 'b7e9-stations-hydro', title: 'Stations hydrométriques du Maroni' },
  ],
  opendatasoft: [
    { identifier: 'equipements-sportifs', title: 'Équipements sportifs de Kourou' },
    { identifier: 'ecoles-publiques', title: 'Écoles publiques de Guyane' },
  ],
  dcat: [
    { identifier: 'pistes-cyclables-remire', title: 'Pistes cyclables de Rémire' },
    { identifier: 'parcelles-agricoles', title: 'Parcelles agricoles' },
  ],
};

export type FixtureCatalogues = {
  /** The URL an indexer of each kind is given. */
  urls: Record<CatalogueKind, string>;
  /** A loopback address where nothing listens: its trial fails. */
  unreachableUrl: string;
  /** Requests received, as 'METHOD path?query'. */
  requests: string[];
  close: () => Promise<void>;
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function ckanAnswer(): unknown {
  const results: unknown[] = FIXTURE_RECORDS.ckan.map((record) => ({
    id: `id-${record.identifier}`,
    name: record.identifier,
    title: record.title,
    notes: `${record.title}, jeu de test.`,
    tags: [{ name: 'test' }],
    organization: { name: 'ctg', title: 'Collectivité Territoriale de Guyane' },
    metadata_created: '2025-05-01T10:00:00',
    metadata_modified: '2026-01-15T08:30:00',
  }));
  // A record without a name nor an id: the harvest skips it and says so in its log.
  results.push({ notes: 'Fiche sans identifiant' });
  return { success: true, result: { count: results.length, results } };
}

function cswAnswer(): string {
  const records = FIXTURE_RECORDS.csw
    .map(
      (record) => `
    <csw:SummaryRecord>
      <dc:identifier>${escapeXml(record.identifier)}</dc:identifier>
      <dc:title>${escapeXml(record.title)}</dc:title>
      <dc:subject>hydrographie</dc:subject>
      <dct:abstract>${escapeXml(record.title)}, fiche de test.</dct:abstract>
      <dct:modified>2026-02-01</dct:modified>
    </csw:SummaryRecord>`,
    )
    .join('');
  const count = FIXTURE_RECORDS.csw.length;
  return `<?xml version="1.0" encoding="UTF-8"?>
<csw:GetRecordsResponse xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dct="http://purl.org/dc/terms/" version="2.0.2">
  <csw:SearchStatus timestamp="2026-03-01T00:00:00Z"/>
  <csw:SearchResults numberOfRecordsMatched="${count}" numberOfRecordsReturned="${count}" nextRecord="0" elementSet="summary">${records}
  </csw:SearchResults>
</csw:GetRecordsResponse>`;
}

function openDataSoftAnswer(): unknown {
  return {
    total_count: FIXTURE_RECORDS.opendatasoft.length,
    results: FIXTURE_RECORDS.opendatasoft.map((record) => ({
      dataset_id: record.identifier,
      metas: {
        default: {
          title: record.title,
          description: `${record.title}, jeu de test.`,
          keyword: ['équipements'],
          publisher: 'Ville de Kourou',
          modified: '2026-01-20T12:00:00+00:00',
        },
      },
    })),
  };
}

function dcatAnswer(): unknown {
  return {
    '@context': 'https://project-open-data.cio.gov/v1.1/schema/catalog.jsonld',
    '@type': 'dcat:Catalog',
    conformsTo: 'https://project-open-data.cio.gov/v1.1/schema',
    dataset: FIXTURE_RECORDS.dcat.map((record) => ({
      '@type': 'dcat:Dataset',
      identifier: record.identifier,
      title: record.title,
      description: `${record.title}, jeu de test.`,
      keyword: ['mobilité'],
      issued: '2025-09-01T00:00:00.000Z',
      modified: '2026-02-10T00:00:00.000Z',
      publisher: { name: 'CACL' },
      landingPage: `https://hub.example/datasets/${record.identifier}`,
    })),
  };
}

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
}

function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const json = (body: unknown) =>
    send(response, 200, 'application/json; charset=utf-8', JSON.stringify(body));
  if (request.method !== 'GET') return send(response, 405, 'text/plain', 'GET only');
  if (url.pathname === '/ckan/api/3/action/package_search') return json(ckanAnswer());
  if (
    url.pathname === '/geonetwork/srv/fre/csw' &&
    url.searchParams.get('service') === 'CSW' &&
    url.searchParams.get('request') === 'GetRecords'
  ) {
    return send(response, 200, 'application/xml; charset=utf-8', cswAnswer());
  }
  if (url.pathname === '/ods/api/explore/v2.1/catalog/datasets') return json(openDataSoftAnswer());
  if (url.pathname === '/hub/api/feed/dcat-us/1.1.json') return json(dcatAnswer());
  return send(response, 404, 'text/plain', `No fixture for ${url.pathname}`);
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** A loopback port that nothing listens on: taken from the system, then given back. */
async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function serveFixtureCatalogues(): Promise<FixtureCatalogues> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    answer(request, response);
  });
  const port = await listen(server);
  const origin = `http://127.0.0.1:${port}`;
  const unreachablePort = await freePort();
  return {
    urls: {
      ckan: `${origin}/ckan/`,
      csw: `${origin}/geonetwork/srv/fre/csw`,
      opendatasoft: `${origin}/ods/`,
      dcat: `${origin}/hub/api/feed/dcat-us/1.1.json`,
    },
    unreachableUrl: `http://127.0.0.1:${unreachablePort}/ckan/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
