import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DataError, positionOf } from './text.ts';

/** An XML element as fast-xml-parser gives it: child names (namespace prefixes removed) to values. */
export type XmlNode = Record<string, unknown>;

// processEntities stays on for the five predefined entities and character references (`&amp;` in
// the URLs of a CSW answer); entities a document declares cannot reach it, as a DOCTYPE is refused.
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  processEntities: true,
  htmlEntities: false,
});

/**
 * What parseXml reads, as its messages name it: each message is in the catalogue for both
 * (messages/tables/data.ts for the SLD, remote.ts for the CSW answer).
 */
export type XmlSubject = 'Le SLD' | 'La réponse du catalogue CSW';

/**
 * Parses XML after checking it is well-formed; a fault names its line and column. A document type
 * declaration is refused whatever it holds (audit L7): its entities are how an XML bomb (billion
 * laughs) or an external entity (a file, an internal URL) gets in, and an SLD accepted here is parsed
 * again by the map server. Neither SLDs nor CSW answers need one.
 */
export function parseXml(text: string, what: XmlSubject): XmlNode {
  const doctype = /<!DOCTYPE/i.exec(text);
  if (doctype) {
    throw new DataError(
      `${what} contient une déclaration <!DOCTYPE (ligne ${positionOf(text, doctype.index).line}) : elle est refusée, car ses entités peuvent démultiplier la taille du document ou faire lire des fichiers et des adresses internes.`,
    );
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new DataError(
      `${what} n’est pas un XML bien formé : ${valid.err.msg} (ligne ${valid.err.line}, colonne ${valid.err.col}).`,
    );
  }
  try {
    return parser.parse(text) as XmlNode;
  } catch (error) {
    // fast-xml-parser refuses more than 100 nested elements (its maxNestedTags) with a plain Error,
    // which would reach the task as an internal error and the indexer trial as a 500.
    const message = (error as Error)?.message ?? String(error);
    if (/nested/i.test(message)) {
      throw new DataError(`${what} imbrique ses éléments sur plus de 100 niveaux : il n’est pas lu.`);
    }
    throw new DataError(`${what} n’a pas pu être lu : ${message}.`);
  }
}

export const asArray = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** Every descendant element of `node` named `name` (any namespace), depth first. */
export function descendants(node: unknown, name: string): unknown[] {
  const found: unknown[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('@')) continue;
      if (key === name) found.push(...asArray(child));
      walk(child);
    }
  };
  walk(node);
  return found;
}

/** The text of an element (`#text` when it has attributes). */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return textOf(value[0]);
  if (typeof value === 'object' && value !== null) return textOf((value as XmlNode)['#text']);
  return null;
}

/** The first child of `node` named `name`. */
export function child(node: unknown, name: string): unknown {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
  return asArray((node as XmlNode)[name])[0];
}

/** An SLD must be well-formed, have a StyledLayerDescriptor root and at least one Rule. */
export function checkSld(text: string): { rules: number; layers: number } {
  if (!text.trim()) throw new DataError('Le SLD est vide.');
  const document = parseXml(text, 'Le SLD');
  const root = document.StyledLayerDescriptor;
  if (root === undefined) {
    const found = Object.keys(document).find((key) => !key.startsWith('?') && !key.startsWith('#'));
    throw new DataError(
      found
        ? `Le SLD doit avoir pour racine StyledLayerDescriptor (racine trouvée : ${found}).`
        : 'Le SLD doit avoir pour racine StyledLayerDescriptor.',
    );
  }
  const rules = descendants(root, 'Rule').length;
  if (rules === 0) throw new DataError('Le SLD ne contient aucune règle (élément Rule) : rien à dessiner.');
  const layers = descendants(root, 'NamedLayer').length + descendants(root, 'UserLayer').length;
  return { rules, layers };
}
