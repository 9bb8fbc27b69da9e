import jsonld, { type JsonLdDocument } from 'jsonld';
import type { RemoteDocument } from 'jsonld/jsonld-spec';
import { isRecord, protocolError, type RemoteRecord } from './catalogueTypes.ts';
import { contactOf, contextOf, distributionsOf, extentOf, frequencyOf, licenceOf } from './dcatParts.ts';
import {
  byLanguage,
  DCAT,
  DCT,
  iriOf,
  isLink,
  list,
  NAMES,
  type Node,
  one,
  textOf,
  typesOf,
  valuesOf,
} from './jsonLdValues.ts';
import { listInLanguage } from './languages.ts';
import { titleRule } from './recordParts.ts';

/**
 * A DCAT catalogue in JSON read as JSON-LD (issue 28 §2): expanded with `jsonld`, so that `dct:`,
 * `dcterms:` or any other prefix, a `@vocab`, language-tagged values and nodes given by `@id` read
 * alike. A plain DCAT-US `data.json` (no `@context`) is read with the DCAT-US context.
 */

const HYDRA = 'http://www.w3.org/ns/hydra/core#';
/**
 * Project Open Data (DCAT-US) 1.1's context, the one `data.json` files name (ArcGIS Hub, US federal
 * catalogues): https://project-open-data.cio.gov/v1.1/schema/catalog.jsonld, as published in
 * project-open-data/project-open-data.github.io `v1.1/schema/catalog.jsonld` (commit
 * 7cd95663b3a9e673dd97756696dde9f9a53238d1).
 */
export const DCAT_US_CONTEXT = {
  dcat: 'http://www.w3.org/ns/dcat#',
  org: 'http://www.w3.org/ns/org#',
  vcard: 'http://www.w3.org/2006/vcard/ns#',
  foaf: 'http://xmlns.com/foaf/0.1/',
  '@vocab': 'http://www.w3.org/ns/dcat#',
  dc: 'http://purl.org/dc/terms/',
  pod: 'https://project-open-data.cio.gov/v1.1/schema#',
  skos: 'http://www.w3.org/2004/02/skos/core#',
  describedBy: { '@id': 'http://www.w3.org/2007/05/powder#describedby', '@type': '@id' },
  downloadURL: { '@id': 'dcat:downloadURL', '@type': '@id' },
  accessURL: { '@id': 'dcat:accessURL', '@type': '@id' },
  title: 'dc:title',
  description: 'dc:description',
  issued: { '@id': 'dc:issued', '@type': 'http://www.w3.org/2001/XMLSchema#date' },
  modified: { '@id': 'dc:modified', '@type': 'http://www.w3.org/2001/XMLSchema#date' },
  language: 'dc:language',
  license: 'dc:license',
  rights: 'dc:rights',
  spatial: 'dc:spatial',
  conformsTo: { '@id': 'dc:conformsTo', '@type': '@id' },
  publisher: 'dc:publisher',
  identifier: 'dc:identifier',
  temporal: 'dc:temporal',
  format: 'dc:format',
  accrualPeriodicity: 'dc:accrualPeriodicity',
  homepage: 'foaf:homepage',
  accessLevel: 'pod:accessLevel',
  bureauCode: 'pod:bureauCode',
  dataQuality: 'pod:dataQuality',
  describedByType: 'pod:describedByType',
  primaryITInvestmentUII: 'pod:primaryITInvestmentUII',
  programCode: 'pod:programCode',
  fn: 'vcard:fn',
  hasEmail: 'vcard:hasEmail',
  name: 'skos:prefLabel',
  subOrganizationOf: 'org:subOrganizationOf',
};

/**
 * The contexts the harvest knows, by URL. Any other remote context is refused rather than
 * downloaded: the answer would choose what the server fetches (and from where), and a harvest
 * would depend on a third host; catalogues that write their context inline read as they are.
 */
const CONTEXTS: Record<string, unknown> = {
  'https://project-open-data.cio.gov/v1.1/schema/catalog.jsonld': { '@context': DCAT_US_CONTEXT },
  'http://project-open-data.cio.gov/v1.1/schema/catalog.jsonld': { '@context': DCAT_US_CONTEXT },
};

class RefusedContext extends Error {
  constructor(readonly url: string) {
    super(url);
  }
}

const documentLoader = async (url: string): Promise<RemoteDocument> => {
  const document = CONTEXTS[url];
  if (document === undefined) throw new RefusedContext(url);
  return { documentUrl: url, document: document as RemoteDocument['document'] };
};

/** The refused context an error of `jsonld` comes from, looking through its causes. */
function refusedContext(error: unknown): string | null {
  for (let cause = error, depth = 0; isRecord(cause) && depth < 10; depth += 1) {
    if (cause instanceof RefusedContext) return cause.url;
    const details = cause.details;
    cause = cause.cause ?? (isRecord(details) ? details.cause : undefined);
  }
  return null;
}

/** Expanded JSON-LD, every node of it in document order, the properties of one `@id` merged. */
function nodesOf(expanded: unknown[]) {
  const byId = new Map<string, Node>();
  const order: Node[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (!isRecord(value) || '@value' in value) return;
    if ('@list' in value) {
      walk(value['@list']);
      return;
    }
    if ('@graph' in value) walk(value['@graph']);
    const node = value as Node;
    const id = typeof node['@id'] === 'string' ? node['@id'] : null;
    if (id === null) order.push(node);
    else {
      const known = byId.get(id);
      if (known === undefined) {
        const copy: Node = { '@id': id };
        byId.set(id, copy);
        order.push(copy);
      }
      const target = byId.get(id) as Node;
      for (const [key, values] of Object.entries(node)) {
        if (key === '@id' || !Array.isArray(values)) continue;
        target[key] = [...list(target, key), ...values];
      }
    }
    for (const [key, values] of Object.entries(node)) if (!key.startsWith('@')) walk(values);
  };
  walk(expanded);
  /** A node given by reference (`{"@id"}`) as the graph describes it, when it does. */
  const resolve = (value: unknown): unknown =>
    isRecord(value) && typeof value['@id'] === 'string' ? (byId.get(value['@id']) ?? value) : value;
  return { order, resolve };
}

export interface JsonLdPage {
  records: RemoteRecord[];
  /** Datasets described without an identifier (blank nodes with no `dct:identifier`). */
  skipped: number;
  /**
   * Datasets this page only refers to by IRI, described on no page read so far: a hydra page may
   * list a dataset that another page describes (HV7). They count as skipped only when the last
   * page is read and none described them (`dcat.ts`).
   */
  references: string[];
  /** The IRIs of the datasets this page describes, read or skipped. */
  described: string[];
  /** The hydra `nextPage` / `next` link, as written (absolute or relative). */
  next: string | null;
  /** hydra `totalItems`, when the page gives it. */
  total: number | null;
}

/**
 * The document without its empty strings: an empty `accessURL` (ckanext-dcat's JSON writes them)
 * is an IRI reference that JSON-LD resolves to the document's own address, which would make the
 * catalogue file a distribution of the dataset.
 */
function withoutEmptyStrings(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== '').map(withoutEmptyStrings);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => item !== '' || key.startsWith('@'))
      .map(([key, item]) => [key, key === '@context' ? item : withoutEmptyStrings(item)]),
  );
}

const isJsonLdKey = (key: string) => key.startsWith('@') || /^https?:\/\//.test(key);

/** A DCAT catalogue (JSON-LD, or DCAT-US JSON without context) read into records. */
export async function readDcatJsonLd(body: unknown, url: string): Promise<JsonLdPage> {
  // A top-level array is JSON-LD nodes when they are written as such (expanded form, as rdflib
  // writes a graph without context), else a list of DCAT-US datasets.
  const nodes =
    Array.isArray(body) && body.some((item) => isRecord(item) && Object.keys(item).some(isJsonLdKey));
  const document = nodes
    ? body
    : Array.isArray(body)
      ? { '@context': DCAT_US_CONTEXT, dataset: body }
      : isRecord(body) && body['@context'] === undefined
        ? { ...body, '@context': DCAT_US_CONTEXT }
        : body;
  let expanded: unknown[];
  try {
    // The loader is given: `jsonld` never fetches a context by itself.
    expanded = await jsonld.expand(withoutEmptyStrings(document) as JsonLdDocument, {
      base: url,
      documentLoader,
    });
  } catch (error) {
    const refused = refusedContext(error);
    if (refused !== null) {
      throw protocolError(
        `Le catalogue DCAT renvoie au contexte JSON-LD ${refused}, que le moissonneur ne télécharge pas : il ne connaît que celui de DCAT-US 1.1, les autres doivent être écrits dans la réponse.`,
      );
    }
    // jsonld's messages end with their own period.
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\.+$/, '');
    throw protocolError(`La réponse du catalogue DCAT n’est pas un JSON-LD valide : ${reason}.`);
  }
  const { order, resolve } = nodesOf(expanded);
  const dcatTypes = [`${DCAT}Catalog`, `${DCAT}Dataset`];
  if (!order.some((n) => n[`${DCAT}dataset`] || typesOf(n).some((t) => dcatTypes.includes(String(t))))) {
    throw protocolError('La réponse n’est pas un catalogue DCAT en JSON (pas de tableau « dataset »).');
  }
  const datasets: Node[] = [];
  // The catalogue that lists each dataset: its publisher stands for a dataset that names none.
  const catalogueOf = new Map<Node, Node | null>();
  for (const node of order) {
    const listed = list(node, `${DCAT}dataset`).map(resolve);
    const own = typesOf(node).includes(`${DCAT}Dataset`) ? [node] : [];
    for (const dataset of [...own, ...listed]) {
      if (!isRecord(dataset)) continue;
      if (!catalogueOf.has(dataset)) datasets.push(dataset);
      if (dataset !== node) catalogueOf.set(dataset, node);
      else if (!catalogueOf.has(dataset)) catalogueOf.set(dataset, null);
    }
  }
  const publisherOf = (node: Node | null | undefined): Node | undefined =>
    node ? (list(node, `${DCT}publisher`).map(resolve).find(isRecord) as Node | undefined) : undefined;
  let skipped = 0;
  const records: RemoteRecord[] = [];
  const references: string[] = [];
  const described: string[] = [];
  for (const dataset of datasets) {
    const id = iriOf(dataset);
    // A dataset given only by reference (`{"@id"}`, nothing else) holds nothing to read: an IRI is
    // described on another page, or never (then counted skipped by dcat.ts); a blank node's label
    // only names a node of this document, one that udata's fixture describes without its label.
    if (Object.keys(dataset).length === 1 && typeof dataset['@id'] === 'string') {
      if (id !== null) references.push(id);
      continue;
    }
    if (id !== null) described.push(id);
    const named = titleRule(
      one(dataset, `${DCT}identifier`, `${DCAT}identifier`) ?? id,
      one(dataset, `${DCT}title`),
    );
    if (!named) {
      skipped += 1;
      continue;
    }
    const landing = one(dataset, `${DCAT}landingPage`);
    const publisher = publisherOf(dataset) ?? publisherOf(catalogueOf.get(dataset));
    const distributions = list(dataset, `${DCAT}distribution`).map(resolve).filter(isRecord);
    records.push({
      ...named,
      description: one(dataset, `${DCT}description`),
      keywords: (listInLanguage(byLanguage(valuesOf(dataset, [`${DCAT}keyword`]))) ?? []) as string[],
      // Without a landing page, the dataset's own http(s) IRI or identifier; never the catalogue
      // file, which holds every record (HV6).
      url: [landing, id, named.identifier].find(isLink) ?? null,
      issued: one(dataset, `${DCT}issued`),
      modified: one(dataset, `${DCT}modified`),
      // A publisher written as text, else the name of its node (given inline or by `@id`), else its
      // IRI when nothing names it (HV5).
      organisation: publisher
        ? publisher['@value'] !== undefined
          ? textOf([publisher])
          : (one(publisher, ...NAMES) ?? iriOf(publisher))
        : null,
      licence: licenceOf(dataset, distributions, resolve),
      ...extentOf(dataset, resolve),
      ...distributionsOf(distributions, resolve, landing),
      contact: contactOf(dataset, resolve),
      frequency: frequencyOf(dataset, resolve),
      ...contextOf(dataset, resolve),
    });
  }
  return { records, skipped, references, described, ...hydraOf(order) };
}

/** ckanext-dcat's `hydra:PagedCollection` (`nextPage`, literals) or a `PartialCollectionView` (`next`). */
function hydraOf(nodes: Node[]): { next: string | null; total: number | null } {
  for (const node of nodes) {
    const next = byLanguage(valuesOf(node, [`${HYDRA}nextPage`, `${HYDRA}next`]))[''];
    const total = byLanguage(valuesOf(node, [`${HYDRA}totalItems`]))[''];
    if (next === undefined && total === undefined) continue;
    const count = Number(total?.[0]);
    return { next: next?.[0] ?? null, total: Number.isFinite(count) ? count : null };
  }
  return { next: null, total: null };
}
