import jsonld from 'jsonld';
import { type Quad, Writer } from 'n3';
import { NS } from './graph.ts';

/*
 * A page of the DCAT-AP export in the two syntaxes harvesters read (issue 51), written by the
 * libraries made for them: Turtle by `n3`, JSON-LD by `jsonld` from the same triples, compacted
 * with the prefixes below (ckanext-dcat's shape: `@graph` of nodes, prefixed names).
 */

export type DcatSyntax = 'jsonld' | 'ttl';

export const MEDIA_TYPES: Record<DcatSyntax, string> = {
  jsonld: 'application/ld+json',
  ttl: 'text/turtle',
};

const PREFIXES: Record<string, string> = { ...NS };

function write(quads: Quad[], options: ConstructorParameters<typeof Writer>[0]): Promise<string> {
  return new Promise((resolve, reject) => {
    const writer = new Writer(options);
    writer.addQuads(quads);
    writer.end((error, result: string) => (error ? reject(error) : resolve(result)));
  });
}

export const toTurtle = (quads: Quad[]): Promise<string> => write(quads, { prefixes: PREFIXES });

/** The triples as compacted JSON-LD (an object with `@context` and `@graph`). */
export async function toJsonLd(quads: Quad[]): Promise<Record<string, unknown>> {
  const nquads = await write(quads, { format: 'N-Quads' });
  const expanded = await jsonld.fromRDF(nquads, { format: 'application/n-quads' });
  // The context is given inline: `jsonld` never fetches one (no documentLoader is needed).
  return (await jsonld.compact(expanded, { '@context': PREFIXES })) as Record<string, unknown>;
}
