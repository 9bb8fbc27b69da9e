import { isRecord } from './catalogueTypes.ts';
import { inLanguage } from './languages.ts';

// Values of expanded JSON-LD nodes, as the DCAT reading takes them (dcatJsonLd.ts, dcatParts.ts).

export const DCT = 'http://purl.org/dc/terms/';
export const DCAT = 'http://www.w3.org/ns/dcat#';
export const VCARD = 'http://www.w3.org/2006/vcard/ns#';
export const LOCN = 'http://www.w3.org/ns/locn#';
/** Properties that name a node (a publisher, a licence, a contact). */
export const NAMES = [
  'http://xmlns.com/foaf/0.1/name',
  'http://www.w3.org/2004/02/skos/core#prefLabel',
  'http://www.w3.org/2000/01/rdf-schema#label',
  `${VCARD}fn`,
  `${VCARD}organization-name`,
];

export type Node = Record<string, unknown>;

/** An expanded property's values (always an array once expanded; `@id` is a string). */
export const list = (node: Node, key: string): unknown[] => {
  const values = node[key];
  return Array.isArray(values) ? values : [];
};
export const typesOf = (node: Node): unknown[] => list(node, '@type');

export const isLink = (value: string | null): value is string =>
  value !== null && /^https?:\/\//i.test(value);

/** Texts of JSON-LD values by language (untagged ones under ""), in the answer's order. */
export function byLanguage(values: unknown[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const value of values) {
    if (!isRecord(value)) continue;
    const text = value['@value'] ?? value['@id'];
    if (typeof text !== 'string' && typeof text !== 'number') continue;
    const trimmed = String(text).trim();
    if (!trimmed) continue;
    const language = typeof value['@language'] === 'string' ? value['@language'] : '';
    map[language] = [...(map[language] ?? []), trimmed];
  }
  return map;
}

/** The values of a node's properties, all together. */
export const valuesOf = (node: Node, properties: string[]): unknown[] =>
  properties.flatMap((property) => list(node, property));

/** One text: the preferred language's (fr, en, it, then any; `languages.ts`), untagged ones among the others. */
export const textOf = (values: unknown[]): string | null =>
  inLanguage(Object.fromEntries(Object.entries(byLanguage(values)).map(([k, v]) => [k, v[0]])));

export const one = (node: Node, ...properties: string[]) => textOf(valuesOf(node, properties));

/** A node's own IRI, not a blank node's label. */
export const iriOf = (node: Node): string | null =>
  typeof node['@id'] === 'string' && !node['@id'].startsWith('_:') ? node['@id'] : null;
