import { DataFactory, type Quad, type Quad_Object, type Quad_Subject } from 'n3';
import type { Coded, DcatDataset, DcatDistribution } from '../../../contract/quality/record.ts';

/*
 * A DcatDataset (contract/quality/record.ts) as RDF triples of DCAT-AP 3.0.1 with GeoDCAT-AP's
 * dcat:bbox (issue 51). Both serialisations (Turtle, JSON-LD) are written from these triples, so
 * they say the same. Controlled values are IRIs typed with the class DCAT-AP gives their property
 * (a licence is a dct:LicenseDocument, a theme a skos:Concept with its label…), so that the
 * shapes' class checks hold without fetching the vocabularies. A value outside the vocabulary is
 * written as a labelled node where DCAT-AP allows one (licence, format), and left out where it
 * asks for the vocabulary's IRI (theme, frequency, media type).
 */

const { namedNode, literal, blankNode, quad } = DataFactory;

export const NS = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  dcat: 'http://www.w3.org/ns/dcat#',
  dct: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  vcard: 'http://www.w3.org/2006/vcard/ns#',
  skos: 'http://www.w3.org/2004/02/skos/core#',
  locn: 'http://www.w3.org/ns/locn#',
  gsp: 'http://www.opengis.net/ont/geosparql#',
  hydra: 'http://www.w3.org/ns/hydra/core#',
} as const;

const rdfType = namedNode(`${NS.rdf}type`);
const iri = (prefix: keyof typeof NS, local: string) => namedNode(`${NS[prefix]}${local}`);
const date = (value: string) => literal(value, iri('xsd', value.length > 10 ? 'dateTime' : 'date'));

/** An address as an IRI, normalised (spaces and other characters escaped); null when it is none. */
export function webIri(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:'
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/** The bounding box as GeoDCAT-AP's WKT literal: the box's polygon, in WGS 84 (CRS84 axis order). */
export function bboxWkt([west, south, east, north]: readonly [number, number, number, number]): string {
  return `POLYGON((${west} ${south},${east} ${south},${east} ${north},${west} ${north},${west} ${south}))`;
}

/**
 * Triples under construction. Blank nodes are labelled from the dataset they belong to, so that a
 * page is written the same at every request (caches, validators compare bytes).
 */
class Triples {
  readonly quads: Quad[] = [];
  private blanks = 0;
  constructor(private readonly label: string) {}
  blank() {
    this.blanks += 1;
    return blankNode(`${this.label}b${this.blanks}`);
  }
  add(subject: Quad_Subject, predicate: ReturnType<typeof iri>, object: Quad_Object): void {
    this.quads.push(quad(subject, predicate, object));
  }
  text(subject: Quad_Subject, predicate: ReturnType<typeof iri>, value: string | null): void {
    if (value) this.add(subject, predicate, literal(value));
  }
  /** A controlled value with its IRI, typed; without one, a labelled node of that type, or nothing. */
  coded(
    subject: Quad_Subject,
    predicate: ReturnType<typeof iri>,
    value: Coded | null,
    type: ReturnType<typeof iri>,
    labelled: boolean,
  ): void {
    if (!value) return;
    if (value.iri) {
      const node = namedNode(value.iri);
      this.add(subject, predicate, node);
      this.add(node, rdfType, type);
      return;
    }
    if (!labelled || !value.label) return;
    const node = this.blank();
    this.add(subject, predicate, node);
    this.add(node, rdfType, type);
    this.add(node, iri('rdfs', 'label'), literal(value.label));
  }
}

function distributionTriples(
  out: Triples,
  datasetNode: Quad_Subject,
  distribution: DcatDistribution,
  datasetIri: string,
): void {
  const node = namedNode(`${datasetIri}#distribution-${distribution.resourceId}`);
  out.add(datasetNode, iri('dcat', 'distribution'), node);
  out.add(node, rdfType, iri('dcat', 'Distribution'));
  out.text(node, iri('dct', 'identifier'), String(distribution.resourceId));
  out.text(node, iri('dct', 'title'), distribution.title);
  out.text(node, iri('dct', 'description'), distribution.description);
  const access = webIri(distribution.accessUrl);
  if (access) out.add(node, iri('dcat', 'accessURL'), namedNode(access));
  const download = distribution.downloadUrl ? webIri(distribution.downloadUrl) : null;
  if (download) out.add(node, iri('dcat', 'downloadURL'), namedNode(download));
  out.coded(node, iri('dct', 'format'), distribution.format, iri('dct', 'MediaTypeOrExtent'), true);
  out.coded(node, iri('dcat', 'mediaType'), distribution.mediaType, iri('dct', 'MediaType'), false);
  out.coded(node, iri('dct', 'license'), distribution.licence, iri('dct', 'LicenseDocument'), true);
  if (distribution.rights) {
    const rights = out.blank();
    out.add(node, iri('dct', 'rights'), rights);
    out.add(rights, rdfType, iri('dct', 'RightsStatement'));
    out.add(rights, iri('rdfs', 'label'), literal(distribution.rights));
  }
  if (distribution.byteSize !== null) {
    out.add(
      node,
      iri('dcat', 'byteSize'),
      literal(String(distribution.byteSize), iri('xsd', 'nonNegativeInteger')),
    );
  }
  if (distribution.issued) out.add(node, iri('dct', 'issued'), date(distribution.issued));
  if (distribution.modified) out.add(node, iri('dct', 'modified'), date(distribution.modified));
}

/** The triples of one dataset (and of the nodes it alone uses: its distributions, contact, extent). */
export function datasetTriples(record: DcatDataset): Quad[] {
  const out = new Triples(`d${record.datasetId}`);
  const node = namedNode(record.iri);
  out.add(node, rdfType, iri('dcat', 'Dataset'));
  out.text(node, iri('dct', 'identifier'), record.identifier);
  out.text(node, iri('dct', 'title'), record.title);
  // DCAT-AP's mandatory description is not made up when the dataset has none: the shapes (and the
  // MQA's DCAT-AP compliance, contract/quality/dcatApCompliance.ts) say it is missing.
  out.text(node, iri('dct', 'description'), record.description);
  for (const keyword of record.keywords) out.text(node, iri('dcat', 'keyword'), keyword);
  for (const theme of record.themes) {
    if (!theme.iri) continue;
    const concept = namedNode(theme.iri);
    out.add(node, iri('dcat', 'theme'), concept);
    out.add(concept, rdfType, iri('skos', 'Concept'));
    out.add(concept, iri('skos', 'prefLabel'), literal(theme.label));
    out.add(
      concept,
      iri('skos', 'inScheme'),
      namedNode('http://publications.europa.eu/resource/authority/data-theme'),
    );
  }
  if (record.bbox) {
    const place = out.blank();
    out.add(node, iri('dct', 'spatial'), place);
    out.add(place, rdfType, iri('dct', 'Location'));
    out.add(place, iri('dcat', 'bbox'), literal(bboxWkt(record.bbox), iri('gsp', 'wktLiteral')));
  }
  if (record.temporal) {
    const period = out.blank();
    out.add(node, iri('dct', 'temporal'), period);
    out.add(period, rdfType, iri('dct', 'PeriodOfTime'));
    if (record.temporal.start) out.add(period, iri('dcat', 'startDate'), date(record.temporal.start));
    if (record.temporal.end) out.add(period, iri('dcat', 'endDate'), date(record.temporal.end));
  }
  if (record.issued) out.add(node, iri('dct', 'issued'), date(record.issued));
  if (record.modified) out.add(node, iri('dct', 'modified'), date(record.modified));
  out.coded(
    node,
    iri('dct', 'accrualPeriodicity'),
    record.accrualPeriodicity,
    iri('dct', 'Frequency'),
    false,
  );
  if (record.publisher) {
    const agent = namedNode(record.publisher.iri);
    out.add(node, iri('dct', 'publisher'), agent);
    out.add(agent, rdfType, iri('foaf', 'Agent'));
    out.add(agent, iri('foaf', 'name'), literal(record.publisher.name));
  }
  if (record.contactPoint) {
    const contact = out.blank();
    out.add(node, iri('dcat', 'contactPoint'), contact);
    out.add(contact, rdfType, iri('vcard', 'Kind'));
    out.text(contact, iri('vcard', 'fn'), record.contactPoint.name);
    const mail = record.contactPoint.email ? webIri(`mailto:${record.contactPoint.email}`) : null;
    if (mail) out.add(contact, iri('vcard', 'hasEmail'), namedNode(mail));
  }
  out.coded(node, iri('dct', 'accessRights'), record.accessRights, iri('dct', 'RightsStatement'), false);
  const landing = record.landingPage ? webIri(record.landingPage) : null;
  if (landing) {
    out.add(node, iri('dcat', 'landingPage'), namedNode(landing));
    out.add(namedNode(landing), rdfType, iri('foaf', 'Document'));
  }
  for (const distribution of record.distributions) distributionTriples(out, node, distribution, record.iri);
  return out.quads;
}

/** What the catalogue says of itself and of the page: the DCAT catalogue and ckanext-dcat's hydra paging. */
export interface CataloguePage {
  /** The catalogue's IRI (its first page's address, without `page`). */
  catalogueIri: string;
  title: string;
  description: string;
  publisher: { iri: string; name: string };
  /** This page's address, and the others' (null when there is none). */
  pageIri: string;
  firstPage: string;
  lastPage: string;
  nextPage: string | null;
  previousPage: string | null;
  totalItems: number;
  itemsPerPage: number;
}

export function catalogueTriples(page: CataloguePage, datasetIris: readonly string[]): Quad[] {
  const out = new Triples('catalogue');
  const catalogue = namedNode(page.catalogueIri);
  out.add(catalogue, rdfType, iri('dcat', 'Catalog'));
  out.text(catalogue, iri('dct', 'title'), page.title);
  out.text(catalogue, iri('dct', 'description'), page.description);
  const publisher = namedNode(page.publisher.iri);
  out.add(catalogue, iri('dct', 'publisher'), publisher);
  out.add(publisher, rdfType, iri('foaf', 'Agent'));
  out.add(publisher, iri('foaf', 'name'), literal(page.publisher.name));
  for (const dataset of datasetIris) out.add(catalogue, iri('dcat', 'dataset'), namedNode(dataset));
  const collection = namedNode(page.pageIri);
  const count = (value: number) => literal(String(value), iri('xsd', 'integer'));
  out.add(collection, rdfType, iri('hydra', 'PagedCollection'));
  out.add(collection, iri('hydra', 'totalItems'), count(page.totalItems));
  out.add(collection, iri('hydra', 'itemsPerPage'), count(page.itemsPerPage));
  out.text(collection, iri('hydra', 'firstPage'), page.firstPage);
  out.text(collection, iri('hydra', 'lastPage'), page.lastPage);
  out.text(collection, iri('hydra', 'nextPage'), page.nextPage);
  out.text(collection, iri('hydra', 'previousPage'), page.previousPage);
  return out.quads;
}
