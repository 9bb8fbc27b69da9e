import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DataError } from './text.ts';

/** An XML element as fast-xml-parser gives it: child names (namespace prefixes removed) to values. */
export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  processEntities: true,
  htmlEntities: false,
});

/** Parses XML after checking it is well-formed; a fault names its line and column. */
export function parseXml(text: string, what: string): XmlNode {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new DataError(
      `${what} n’est pas un XML bien formé : ${valid.err.msg} (ligne ${valid.err.line}, colonne ${valid.err.col}).`,
    );
  }
  return parser.parse(text) as XmlNode;
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
      `Le SLD doit avoir pour racine StyledLayerDescriptor${found ? ` (racine trouvée : ${found})` : ''}.`,
    );
  }
  const rules = descendants(root, 'Rule').length;
  if (rules === 0) throw new DataError('Le SLD ne contient aucune règle (élément Rule) : rien à dessiner.');
  const layers = descendants(root, 'NamedLayer').length + descendants(root, 'UserLayer').length;
  return { rules, layers };
}
