import type { DcatSyntax } from './serialise.ts';

// The export's syntax (issue 51): `format` when given, else what `Accept` prefers of Turtle and
// JSON-LD (JSON-LD when it names neither).

/** Turtle only when the client asks for it above JSON-LD (q-values read, `*\/*` is no preference). */
export function syntaxOf(format: unknown, accept: string | undefined): DcatSyntax {
  if (format === 'ttl' || format === 'jsonld') return format;
  const weights = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [type, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(type?.trim() ?? '', q ? Number(q.slice(2)) || 0 : 1);
  }
  const turtle = weights.get('text/turtle') ?? 0;
  const json = Math.max(weights.get('application/ld+json') ?? 0, weights.get('application/json') ?? 0);
  return turtle > 0 && turtle > json ? 'ttl' : 'jsonld';
}
