import { expect, test } from 'vitest';
import { syntaxOf } from './dcat.ts';

// The export's content negotiation (issue 51): `format` first, then what Accept prefers.

test.each([
  [undefined, undefined, 'jsonld'],
  [undefined, '*/*', 'jsonld'],
  [undefined, 'text/turtle', 'ttl'],
  [undefined, 'application/ld+json', 'jsonld'],
  [undefined, 'text/turtle;q=0.2, application/ld+json', 'jsonld'],
  [undefined, 'application/json;q=0.9, text/turtle', 'ttl'],
  [undefined, 'text/turtle;q=0', 'jsonld'],
  [undefined, 'text/html, */*;q=0.8', 'jsonld'],
  ['jsonld', 'text/turtle', 'jsonld'],
  ['ttl', 'application/ld+json', 'ttl'],
])('format %s, Accept %s: %s', (format, accept, expected) => {
  expect(syntaxOf(format, accept)).toBe(expected);
});
