import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Remote catalogues and files served on 127.0.0.1 for the tests of indexer trials, harvests,
 * URL checks and file downloads: one CKAN, one CSW (GeoNetwork), one OpenDataSoft, one DCAT JSON
 * feed, plus answers that fail on purpose. The server under test must allow loopback addresses
 * (`allowPrivateRemote`, or ALLOW_PRIVATE_REMOTE=1).
 */
export interface FixtureCatalogues {
  base: string;
  urls: {
    ckan: string;
    csw: string;
    opendatasoft: string;
    dcat: string;
    /** A port where nothing listens. */
    unreachable: string;
    /** Answers after `slowMs` (default 10 s). */
    slow: string;
    /** Answers 503. */
    broken: string;
    /** Answers an HTML page where JSON is expected. */
    html: string;
  };
  /** A URL that redirects (302) to `location`. */
  redirect(location: string): string;
  /** Serves `content` at `/files/<name>` with its type. */
  file(name: string, content: string | Buffer, type: string): string;
  /** Requests received, newest last ("GET /ckan/api/3/action/package_search?rows=10&start=0"). */
  requests: string[];
  close(): Promise<void>;
}

/** The records every fixture catalogue holds (the CSW one the first two). */
export const FIXTURE_RECORDS = [
  {
    identifier: 'arrets-bus-cayenne',
    title: 'Arrêts de bus de Cayenne',
    description: 'Points d’arrêt du réseau urbain.',
    keywords: ['transport', 'bus'],
    organisation: 'cacl',
    modified: '2025-06-01T10:00:00Z',
  },
  {
    identifier: 'qualite-eau-maroni',
    title: 'Qualité de l’eau du Maroni',
    description: 'Relevés mensuels des stations.',
    keywords: ['eau'],
    organisation: 'oeg',
    modified: '2025-05-15T08:00:00Z',
  },
  {
    identifier: 'pistes-cyclables',
    title: 'Pistes cyclables',
    description: 'Aménagements cyclables de l’agglomération.',
    keywords: ['vélo'],
    organisation: 'cacl',
    modified: '2024-11-20T09:00:00Z',
  },
] as const;

function sendJson(res: ServerResponse, body: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function ckan(url: URL, res: ServerResponse): void {
  if (!url.pathname.endsWith('/api/3/action/package_search')) {
    sendJson(res, { success: false, error: { message: 'Not found' } }, 404);
    return;
  }
  const rows = Number(url.searchParams.get('rows') ?? 10);
  const start = Number(url.searchParams.get('start') ?? 0);
  // The filter as CKAN's Solr takes it: the organisation's name, quoted.
  const organisation = /^organization:"(.+)"$/.exec(url.searchParams.get('fq') ?? '')?.[1];
  const all = FIXTURE_RECORDS.filter((r) => !organisation || r.organisation === organisation);
  const results = [
    ...all.map((r) => ({
      id: `id-${r.identifier}`,
      name: r.identifier,
      title: r.title,
      notes: r.description,
      tags: r.keywords.map((name) => ({ name })),
      metadata_created: '2024-01-01T00:00:00',
      metadata_modified: r.modified,
      organization: { name: r.organisation, title: r.organisation.toUpperCase() },
    })),
    // A record without a name nor an id: skipped by the harvest.
    ...(organisation ? [] : [{ title: 'Sans identifiant' }]),
  ];
  sendJson(res, {
    success: true,
    result: { count: results.length, results: results.slice(start, start + rows) },
  });
}

function csw(url: URL, res: ServerResponse): void {
  const params = new Map([...url.searchParams].map(([k, v]) => [k.toLowerCase(), v]));
  if (params.get('request') !== 'GetRecords' || params.get('service') !== 'CSW') {
    res.writeHead(400, { 'content-type': 'application/xml' });
    res.end(
      '<?xml version="1.0"?><ows:ExceptionReport xmlns:ows="http://www.opengis.net/ows"><ows:Exception exceptionCode="OperationNotSupported"><ows:ExceptionText>Unknown request</ows:ExceptionText></ows:Exception></ows:ExceptionReport>',
    );
    return;
  }
  const records = FIXTURE_RECORDS.slice(0, 2);
  const start = Number(params.get('startposition') ?? 1);
  const max = Number(params.get('maxrecords') ?? 10);
  const page = records.slice(start - 1, start - 1 + max);
  const next = start - 1 + page.length < records.length ? start + page.length : 0;
  res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>
<csw:GetRecordsResponse xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dct="http://purl.org/dc/terms/" version="2.0.2">
  <csw:SearchStatus timestamp="2025-06-01T00:00:00"/>
  <csw:SearchResults numberOfRecordsMatched="${records.length}" numberOfRecordsReturned="${page.length}" elementSet="summary" nextRecord="${next}">
${page
  .map(
    (r) => `    <csw:SummaryRecord>
      <dc:identifier>${escapeXml(r.identifier)}</dc:identifier>
      <dc:title>${escapeXml(r.title)}</dc:title>
      <dc:type>dataset</dc:type>
${r.keywords.map((k) => `      <dc:subject>${escapeXml(k)}</dc:subject>`).join('\n')}
      <dct:modified>${r.modified.slice(0, 10)}</dct:modified>
      <dct:abstract>${escapeXml(r.description)}</dct:abstract>
    </csw:SummaryRecord>`,
  )
  .join('\n')}
  </csw:SearchResults>
</csw:GetRecordsResponse>`);
}

function opendatasoft(url: URL, res: ServerResponse): void {
  if (!url.pathname.endsWith('/api/explore/v2.1/catalog/datasets')) {
    sendJson(res, { error: 'Not found' }, 404);
    return;
  }
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  // ODSQL's full-text search on the publisher: its words, in any case.
  const publisher = /^search\(publisher, "(.+)"\)$/.exec(url.searchParams.get('where') ?? '')?.[1];
  const all = FIXTURE_RECORDS.filter(
    (r) => !publisher || r.organisation.toLowerCase().includes(publisher.toLowerCase()),
  );
  sendJson(res, {
    total_count: all.length,
    results: all.slice(offset, offset + limit).map((r) => ({
      dataset_id: r.identifier,
      metas: {
        default: {
          title: r.title,
          description: `<p>${r.description}</p>`,
          keyword: r.keywords,
          modified: r.modified,
          publisher: r.organisation,
        },
      },
    })),
  });
}

function dcat(base: string, res: ServerResponse): void {
  sendJson(res, {
    '@context': 'https://project-open-data.cio.gov/v1.1/schema/catalog.jsonld',
    '@type': 'dcat:Catalog',
    conformsTo: 'https://project-open-data.cio.gov/v1.1/schema',
    dataset: FIXTURE_RECORDS.map((r) => ({
      '@type': 'dcat:Dataset',
      identifier: r.identifier,
      title: r.title,
      description: r.description,
      keyword: r.keywords,
      modified: r.modified,
      issued: '2024-01-01',
      landingPage: `${base}/dcat/datasets/${r.identifier}`,
      publisher: { name: r.organisation },
    })),
  });
}

export async function startFixtureCatalogues(options: { slowMs?: number } = {}): Promise<FixtureCatalogues> {
  const files = new Map<string, { content: string | Buffer; type: string }>();
  const requests: string[] = [];
  const pending = new Set<ServerResponse>();
  let base = '';
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', base);
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const [, area, ...rest] = url.pathname.split('/');
    switch (area) {
      case 'ckan':
        ckan(url, res);
        return;
      case 'csw':
        csw(url, res);
        return;
      case 'ods':
        opendatasoft(url, res);
        return;
      case 'dcat':
        dcat(base, res);
        return;
      case 'slow': {
        pending.add(res);
        const timer = setTimeout(() => {
          pending.delete(res);
          sendJson(res, { dataset: [] });
        }, options.slowMs ?? 10_000);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case 'redirect':
        res.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
        res.end();
        return;
      case 'broken':
        sendJson(res, { error: 'maintenance' }, 503);
        return;
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<!doctype html><title>Portail</title><p>Bienvenue</p>');
        return;
      case 'files': {
        const file = files.get(decodeURIComponent(rest.join('/')));
        if (!file) {
          res.writeHead(404, { 'content-type': 'text/plain' });
          res.end('Not found');
          return;
        }
        res.writeHead(200, { 'content-type': file.type, 'content-length': Buffer.byteLength(file.content) });
        res.end(req.method === 'HEAD' ? undefined : file.content);
        return;
      }
      default:
        res.writeHead(404);
        res.end();
    }
  };
  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const unreachablePort = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));

  return {
    base,
    urls: {
      ckan: `${base}/ckan/api/3/`,
      csw: `${base}/csw/srv/fre/csw`,
      opendatasoft: `${base}/ods/`,
      dcat: `${base}/dcat/data.json`,
      unreachable: `http://127.0.0.1:${unreachablePort}/api/3/`,
      slow: `${base}/slow/`,
      broken: `${base}/broken/`,
      html: `${base}/html/`,
    },
    redirect(location) {
      return `${base}/redirect/?to=${encodeURIComponent(location)}`;
    },
    file(name, content, type) {
      files.set(name, { content, type });
      return `${base}/files/${encodeURIComponent(name)}`;
    },
    requests,
    async close() {
      for (const res of pending) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
