import { type AnswerServer, answer, serveAnswers } from '../../tests/fixtures/catalogues/serve.ts';

/**
 * The corpus of real catalogue answers (tests/fixtures/catalogues/SOURCES.md names each source)
 * with what each one holds, so that a test can check that every licence, extent and distribution
 * a harvest reads is kept or reported, none lost silently (issue 45). Exported for the harvest
 * job's own run over the same answers into the database.
 *
 * The numbers were not taken from the clients: `tests/fixtures/catalogues/count.py` counts them
 * another way, with regular expressions over the XML and plain JSON keys (no JSON-LD expansion):
 * - records: the ISO `MD_Metadata` and Dublin Core `csw:Record` elements, CKAN `results`, ODS
 *   datasets, DCAT nodes typed Dataset or listed under `dataset` with properties of their own;
 * - licences: records naming one (CKAN `license_*`, ISO `otherConstraints`/`useLimitation` text,
 *   Dublin Core `dc:rights`/`dct:license`, a non-empty DCAT `license` on the dataset or one of its
 *   distributions, ODS `license`/`license_url`), at most one a record;
 * - extents: records giving one (CKAN `spatial`, `spatial_coverage` or `bbox-*` extras, an ISO
 *   `EX_GeographicBoundingBox`, an OWS `BoundingBox`, a non-empty DCAT `spatial`), at most one a
 *   record, readable or not;
 * - distributions: CKAN `resources`, DCAT `distribution` entries, the distinct `linkage` addresses
 *   under an ISO record's `distributionInfo` and the distinct `dct:references`/`dc:URI` of a
 *   Dublin Core record (a record repeating a link gives one distribution), and for OpenDataSoft
 *   one CSV export a dataset with records (`has_records`), the one link the client makes.
 */

export type CorpusKind = 'ckan' | 'csw' | 'dcat' | 'opendatasoft';

export interface Holdings {
  records: number;
  licences: number;
  extents: number;
  distributions: number;
}

export interface CorpusAnswer {
  /** Its file under tests/fixtures/catalogues/. */
  file: string;
  /** The indexer's implementation type that reads it. */
  type: CorpusKind;
  /** How `serveCorpus` serves it, for whoever replays it another way. */
  served: string;
  /** Other pages the answer links to, by the address it writes, with the file that answers it. */
  pages?: Record<string, string>;
  holds: Holdings;
  /** Entries a harvest counts as skipped: datasets the answer lists by IRI and never describes. */
  skipped?: number;
}

const SERVED: Record<CorpusKind, string> = {
  ckan: 'as the answer of {url}api/3/action/package_search, whatever its query',
  csw: 'as the answer of {url}, whatever its query (one page: the client is asked for one)',
  dcat: 'as the file at {url}',
  opendatasoft: 'as the answer of {url}api/explore/v2.1/catalog/datasets, whatever its query',
};

const entry = (
  type: CorpusKind,
  file: string,
  holds: Holdings,
  pages?: Record<string, string>,
): CorpusAnswer => ({
  file: `${type}/${file}`,
  type,
  served: pages
    ? `${SERVED[type]}; the addresses of its other pages rewritten to the loopback server`
    : SERVED[type],
  holds,
  ...(pages ? { pages } : {}),
});

const holds = (records: number, licences: number, extents: number, distributions: number): Holdings => ({
  records,
  licences,
  extents,
  distributions,
});

export const CORPUS: CorpusAnswer[] = [
  entry('ckan', 'ckan-test-data-markdown-notes.json', holds(3, 2, 0, 0)),
  entry('ckan', 'ckan28-package-search-organization-5.json', holds(5, 4, 0, 5)),
  entry('ckan', 'ckanext-dcat-fluent-multilingual.json', holds(1, 0, 0, 1)),
  entry('ckan', 'ckanext-dcat-full-dataset-dcat-ap.json', holds(1, 0, 1, 1)),
  entry('ckan', 'ckanext-dcat-full-dataset-legacy.json', holds(1, 0, 1, 1)),
  entry('ckan', 'dkan-hauts-de-france-licence.json', holds(1, 1, 1, 2)),
  entry('ckan', 'opendata-swiss-multilingual.json', holds(1, 0, 0, 0)),
  entry('csw', 'geoide-iso19139-single.xml', holds(1, 1, 1, 13)),
  entry('csw', 'geonetwork-iso19139-udata-page1.xml', holds(2, 2, 2, 22)),
  entry('csw', 'geoplateforme-iso19139-rpg.xml', holds(1, 1, 1, 14)),
  entry('csw', 'pycsw-dc-cql-title-like.xml', holds(2, 0, 0, 0)),
  entry('csw', 'pycsw-dc-full-end.xml', holds(3, 0, 0, 0)),
  entry('csw', 'pycsw-dc-full-page1.xml', holds(5, 0, 1, 0)),
  entry('csw', 'pycsw-dc-sortby-title-asc.xml', holds(10, 0, 2, 0)),
  entry('csw', 'pycsw-dc-sortby-title-desc.xml', holds(10, 0, 2, 0)),
  // Its 4 records share pycsw's placeholder identifier (PYCSW_IDENTIFIER): a harvest keeps one.
  entry('csw', 'pycsw-harvested-wms-dc.xml', holds(4, 1, 4, 7)),
  entry('csw', 'pycsw-iso19115p3-all.xml', holds(4, 3, 4, 11)),
  entry('csw', 'pycsw-iso19139-brief-bbox.xml', holds(5, 0, 5, 5)),
  entry('csw', 'pycsw-iso19139-page1.xml', holds(5, 5, 5, 5)),
  entry('dcat', 'arcgis-hub-evian-data.json', holds(8, 3, 8, 34)),
  entry('dcat', 'ckanext-dcat-catalog-graph.jsonld', holds(1, 1, 0, 1)),
  entry('dcat', 'ckanext-dcat-catalog-pod.jsonld', holds(1, 1, 1, 4)),
  entry('dcat', 'ckanext-dcat-catalog.json', holds(2, 1, 0, 5)),
  entry('dcat', 'udata-bnodes.jsonld', holds(3, 0, 3, 5)),
  entry('dcat', 'udata-flat.jsonld', holds(3, 0, 3, 5)),
  entry('dcat', 'udata-nested.jsonld', holds(1, 0, 1, 1)),
  entry('dcat', 'udata-paged-collection-1.jsonld', holds(4, 0, 0, 4), {
    'http://data.test.org/catalog.jsonld?page=2': 'dcat/udata-paged-collection-2.jsonld',
  }),
  // Its catalogue lists ex:dataset-002 and ex:dataset-003, which it never describes.
  { ...entry('dcat', 'w3c-dcat3-basic-example.jsonld', holds(1, 0, 1, 1)), skipped: 2 },
  entry('opendatasoft', 'explore-v2.0-datasets.json', holds(2, 1, 0, 2)),
  entry('opendatasoft', 'explore-v2.0-economie-gouv-paged.json', holds(3, 3, 0, 3)),
  entry('opendatasoft', 'explore-v2.1-datasets.json', holds(2, 1, 0, 2)),
];

export interface CorpusServer extends AnswerServer {
  /** The address an indexer of the answer's type is given to read it. */
  urlOf(corpusAnswer: CorpusAnswer): string;
}

const TYPES: Record<CorpusKind, string> = {
  ckan: 'application/json',
  csw: 'application/xml',
  dcat: 'application/ld+json',
  opendatasoft: 'application/json',
};

/**
 * The page of a kind's paged query that comes after the first (CKAN `start`, OpenDataSoft
 * `offset`, CSW `startPosition`), answered empty by `serveCorpus({ onePage: true })`.
 */
function laterPage(kind: CorpusKind, url: URL): string | undefined {
  const at = (name: string) => Number(url.searchParams.get(name) ?? '0');
  if (kind === 'ckan' && at('start') > 0)
    return JSON.stringify({ success: true, result: { count: 0, results: [] } });
  if (kind === 'opendatasoft' && at('offset') > 0) return JSON.stringify({ total_count: 0, results: [] });
  if (kind === 'csw' && at('startPosition') > 1) {
    return `<?xml version="1.0" encoding="UTF-8"?>
<csw:GetRecordsResponse xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" version="2.0.2">
  <csw:SearchStatus timestamp="2026-12-06T00:00:00Z"/>
  <csw:SearchResults numberOfRecordsMatched="0" numberOfRecordsReturned="0" nextRecord="0" elementSet="full"></csw:SearchResults>
</csw:GetRecordsResponse>`;
  }
  return undefined;
}

/**
 * Serves the corpus on 127.0.0.1: `/corpus/{file}/` and what the clients ask under it. With
 * `onePage`, an answer is its catalogue's only page: a query for a later page (a harvest reads on
 * while the answer's total says there are more) gets an empty page of its kind, not the same answer
 * again, which a harvest would read as records repeated.
 */
export async function serveCorpus({ onePage = false }: { onePage?: boolean } = {}): Promise<CorpusServer> {
  const byFile = new Map(CORPUS.map((a) => [a.file, a]));
  // Every page a multi-page answer links to, with the rewrites of its answer.
  const pageOf = new Map(
    CORPUS.flatMap((a) => Object.values(a.pages ?? {}).map((page) => [page, a] as const)),
  );
  let base = '';
  const rewritten = (file: string, owner: CorpusAnswer | undefined): string => {
    let text = answer(file);
    for (const [address, page] of Object.entries(owner?.pages ?? {})) {
      text = text.split(address).join(`${base}/corpus/${page}`);
    }
    return text;
  };
  const server = await serveAnswers((url) => {
    const file = /^\/corpus\/([a-z]+\/[^/]+)/.exec(url.pathname)?.[1];
    if (file === undefined) return undefined;
    const owner = byFile.get(file) ?? pageOf.get(file);
    if (owner === undefined) return undefined;
    const later = onePage ? laterPage(owner.type, url) : undefined;
    return { type: TYPES[owner.type], body: later ?? rewritten(file, owner) };
  });
  base = server.base;
  return {
    ...server,
    urlOf: (corpusAnswer) =>
      corpusAnswer.type === 'csw' || corpusAnswer.type === 'dcat'
        ? `${base}/corpus/${corpusAnswer.file}`
        : `${base}/corpus/${corpusAnswer.file}/`,
  };
}
