import jsonld from 'jsonld';
import { type Quad, Writer } from 'n3';
import { NS } from './graph.ts';

/*
 * A page of the DCAT-AP export in the two syntaxes harvesters read (issue 51), written by the
 * libraries made for them from the same triples: Turtle by `n3`, JSON-LD by `jsonld` (its
 * fromRDF, given the triples as RDF/JS quads). The JSON-LD is left in jsonld's flattened, expanded
 * form under an `@graph` (full IRIs as keys), the prefixes given as its `@context` for whoever
 * compacts it: compacting a page of 100 datasets took `jsonld` 100 to 300 ms of the event loop,
 * where writing it takes a few.
 */

export type DcatSyntax = 'jsonld' | 'ttl';

export const MEDIA_TYPES: Record<DcatSyntax, string> = {
  jsonld: 'application/ld+json',
  ttl: 'text/turtle',
};

const PREFIXES: Record<string, string> = { ...NS };

const termKey = (term: Quad['object']): string =>
  term.termType === 'Literal'
    ? `"${term.value}"^^${term.datatype.value}@${term.language}`
    : `${term.termType}:${term.value}`;

/**
 * The triples once each (a licence's type is said by each distribution that has it), each
 * subject's together so that Turtle groups them. A set and a sort: n3's Store took ten times longer.
 */
export function distinctTriples(quads: readonly Quad[]): Quad[] {
  const seen = new Set<string>();
  const kept: { subject: string; quad: Quad }[] = [];
  for (const quad of quads) {
    const subject = termKey(quad.subject);
    const key = `${subject} ${quad.predicate.value} ${termKey(quad.object)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push({ subject, quad });
  }
  // Stable: a subject's triples keep the order they were made in.
  return kept.sort((a, b) => (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0)).map((k) => k.quad);
}

export function toTurtle(quads: readonly Quad[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const writer = new Writer({ prefixes: PREFIXES });
    writer.addQuads(distinctTriples(quads));
    writer.end((error, result: string) => (error ? reject(error) : resolve(result)));
  });
}

/** The triples as JSON-LD: `@context` (the prefixes) and `@graph` (one node per subject). */
export async function toJsonLd(quads: readonly Quad[]): Promise<Record<string, unknown>> {
  const graph = await jsonld.fromRDF(
    distinctTriples(quads) as unknown as Parameters<typeof jsonld.fromRDF>[0],
  );
  return { '@context': PREFIXES, '@graph': graph };
}
