// Reads real DCAT records into DcatDataset for the quality tests (issue 51), modelled on the
// project's harvester (server/indexers/dcatJsonLd.ts) but only as far as the scores need: expanded
// JSON-LD as udata's harvester tests hold it, and DCAT-US 1.1 `data.json` as ArcGIS Hub serves it.
// Free-text values (a format "JSON", a theme "Theme 1") are kept as labels without an IRI, as the
// export keeps a value that maps to no vocabulary term. No address was checked: reachability is null.

import type { Coded, DcatDataset, DcatDistribution } from './record.ts';

type Node = Record<string, unknown>;

const DCT = 'http://purl.org/dc/terms/';
const DCAT = 'http://www.w3.org/ns/dcat#';
const FOAF = 'http://xmlns.com/foaf/0.1/';
const VCARD = 'http://www.w3.org/2006/vcard/ns#';
const SCHEMA = 'http://schema.org/';
const IANA = 'https://www.iana.org/assignments/media-types/';

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every node object of an expanded JSON-LD document by `@id`, nested ones included. */
function indexNodes(document: unknown, nodes = new Map<string, Node>()): Map<string, Node> {
  if (Array.isArray(document)) for (const item of document) indexNodes(item, nodes);
  else if (isNode(document)) {
    const id = document['@id'];
    const described = Object.keys(document).some((key) => !key.startsWith('@'));
    if (typeof id === 'string' && (described || !nodes.has(id))) nodes.set(id, document);
    for (const [key, value] of Object.entries(document)) if (!key.startsWith('@')) indexNodes(value, nodes);
  }
  return nodes;
}

function values(node: Node | undefined, property: string): Node[] {
  const found = node?.[property];
  return Array.isArray(found) ? found.filter(isNode) : [];
}

function text(node: Node | undefined, property: string): string | null {
  const value = values(node, property).find((item) => '@value' in item)?.['@value'];
  return value === undefined ? null : String(value);
}

function texts(node: Node | undefined, property: string): string[] {
  return values(node, property)
    .filter((item) => '@value' in item)
    .map((item) => String(item['@value']));
}

/** An IRI value, or a literal as a label without an IRI. */
function coded(item: Node): Coded {
  if (typeof item['@id'] === 'string' && !item['@id'].startsWith('_:'))
    return { label: item['@id'], iri: item['@id'] };
  return { label: String(item['@value'] ?? ''), iri: null };
}

export function recordsFromExpandedJsonLd(document: unknown): DcatDataset[] {
  const nodes = indexNodes(document);
  const resolve = (item: Node): Node | undefined =>
    typeof item['@id'] === 'string' ? (nodes.get(item['@id']) ?? item) : item;
  const typed = (node: Node, type: string) => Array.isArray(node['@type']) && node['@type'].includes(type);
  const datasets = [...nodes.values()].filter((node) => typed(node, `${DCAT}Dataset`));
  let resourceId = 0;
  return datasets.map((dataset, index): DcatDataset => {
    const period = values(dataset, `${DCT}temporal`).map(resolve)[0];
    const start = text(period, `${SCHEMA}startDate`) ?? text(period, `${DCAT}startDate`);
    const end = text(period, `${SCHEMA}endDate`) ?? text(period, `${DCAT}endDate`);
    const publisher = values(dataset, `${DCT}publisher`).map(resolve)[0];
    const contact = values(dataset, `${DCAT}contactPoint`).map(resolve)[0];
    const distributions = values(dataset, `${DCAT}distribution`)
      .map(resolve)
      .filter((node): node is Node => node !== undefined)
      .map((distribution): DcatDistribution => {
        resourceId += 1;
        const format = values(distribution, `${DCT}format`)[0];
        const mediaType = values(distribution, `${DCAT}mediaType`)[0];
        const licence = values(distribution, `${DCT}license`)[0];
        const size = text(distribution, `${DCAT}byteSize`);
        return {
          resourceId,
          title: text(distribution, `${DCT}title`) ?? '',
          description: text(distribution, `${DCT}description`),
          accessUrl: text(distribution, `${DCAT}accessURL`) ?? '',
          downloadUrl: text(distribution, `${DCAT}downloadURL`),
          accessUrlReachable: null,
          downloadUrlReachable: null,
          format: format ? coded(format) : null,
          mediaType: mediaType ? coded(mediaType) : null,
          licence: licence ? coded(licence) : null,
          rights: text(distribution, `${DCT}rights`),
          byteSize: size === null ? null : Number(size),
          issued: text(distribution, `${DCT}issued`),
          modified: text(distribution, `${DCT}modified`),
        };
      });
    const id = String(dataset['@id'] ?? '');
    return {
      datasetId: index + 1,
      iri: id,
      identifier: text(dataset, `${DCT}identifier`) ?? id,
      title: text(dataset, `${DCT}title`) ?? '',
      description: text(dataset, `${DCT}description`) ?? '',
      keywords: texts(dataset, `${DCAT}keyword`),
      themes: values(dataset, `${DCAT}theme`).map(coded),
      bbox: null,
      places: values(dataset, `${DCT}spatial`).map(coded),
      granularity: null,
      temporal: start || end ? { start, end } : null,
      issued: text(dataset, `${DCT}issued`),
      modified: text(dataset, `${DCT}modified`),
      accrualPeriodicity: values(dataset, `${DCT}accrualPeriodicity`).map(coded)[0] ?? null,
      publisher: publisher
        ? { name: text(publisher, `${FOAF}name`) ?? '', iri: String(publisher['@id'] ?? '') }
        : null,
      contactPoint: contact
        ? { name: text(contact, `${VCARD}fn`), email: text(contact, `${VCARD}hasEmail`) }
        : null,
      accessRights: values(dataset, `${DCT}accessRights`).map(coded)[0] ?? null,
      landingPage: text(dataset, `${DCAT}landingPage`),
      distributions,
    };
  });
}

/** HTML to its text, as the export writes a rich description (tags dropped, spaces collapsed). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** "w,s,e,n" as ArcGIS Hub writes dct:spatial; its unfilled template gives none. */
function bboxOf(spatial: unknown): [number, number, number, number] | null {
  const parts = typeof spatial === 'string' ? spatial.split(',').map(Number) : [];
  const [west, south, east, north] = parts;
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return null;
  return [west ?? 0, south ?? 0, east ?? 0, north ?? 0];
}

/**
 * DCAT-US 1.1 datasets. The licence, dataset-level in DCAT-US, goes to every distribution as
 * DCAT-AP has it; a media type of the "type/subtype" form is an IANA media type.
 */
export function recordsFromDcatUs(catalog: { dataset: Node[] }): DcatDataset[] {
  let resourceId = 0;
  return catalog.dataset.map((dataset, index): DcatDataset => {
    const licence = str(dataset.license);
    const publisher = isNode(dataset.publisher) ? str(dataset.publisher.name) : null;
    const contact = isNode(dataset.contactPoint) ? dataset.contactPoint : null;
    const distributions = (Array.isArray(dataset.distribution) ? dataset.distribution : [])
      .filter(isNode)
      .map((distribution): DcatDistribution => {
        resourceId += 1;
        const format = str(distribution.format);
        const mediaType = str(distribution.mediaType);
        return {
          resourceId,
          title: str(distribution.title) ?? '',
          description: str(distribution.description),
          accessUrl: str(distribution.accessURL) ?? '',
          downloadUrl: str(distribution.downloadURL),
          accessUrlReachable: null,
          downloadUrlReachable: null,
          format: format ? { label: format, iri: null } : null,
          mediaType: mediaType
            ? { label: mediaType, iri: /^[a-z]+\/[\w.+-]+$/.test(mediaType) ? `${IANA}${mediaType}` : null }
            : null,
          licence: licence ? { label: plainText(licence), iri: null } : null,
          rights: null,
          byteSize: null,
          issued: null,
          modified: null,
        };
      });
    const identifier = str(dataset.identifier) ?? '';
    return {
      datasetId: index + 1,
      iri: identifier,
      identifier,
      title: str(dataset.title) ?? '',
      description: plainText(str(dataset.description) ?? ''),
      keywords: Array.isArray(dataset.keyword) ? dataset.keyword.map(String) : [],
      themes: Array.isArray(dataset.theme)
        ? dataset.theme.map((label) => ({ label: String(label), iri: null }))
        : [],
      bbox: bboxOf(dataset.spatial),
      places: [],
      granularity: null,
      temporal: null,
      issued: str(dataset.issued),
      modified: str(dataset.modified),
      accrualPeriodicity: null,
      publisher: publisher ? { name: publisher, iri: '' } : null,
      contactPoint: contact ? { name: str(contact.fn), email: str(contact.hasEmail) } : null,
      accessRights: null,
      landingPage: str(dataset.landingPage),
      distributions,
    };
  });
}
