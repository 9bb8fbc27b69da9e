import fc from 'fast-check';

/**
 * Text as people paste it and as attackers send it: the edges of every text rule (empty, blank,
 * surrounded by spaces, one character, very long), control characters, emoji, right-to-left text,
 * HTML and script payloads, and arbitrary Unicode.
 */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\t\n ',
    'a',
    '  padded  ',
    'x'.repeat(10_000),
    'a\u0000b\u0007c\u001bd\u007f',
    'famille 👨‍👩‍👧‍👦 🇫🇷',
    'مرحبا بالعالم',
    '\u202eevil\u202c',
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '<svg onload=alert(1)>',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(' ', '\t', 'a', '0', '-', '.', '@', '<', '>', '/', 'é'), maxLength: 20 }),
);

/** Email addresses near the rule: valid ones, and ones broken in every part. */
export const emailLike: fc.Arbitrary<string> = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((email) => ` ${email} `),
  fc.constantFrom(
    '',
    ' ',
    'a@b',
    'a@b.c',
    'a@b.co',
    'a.b@c.fr',
    'a..b@c.fr',
    '.a@c.fr',
    'a!b@c.fr',
    'a@c.123',
  ),
  fc.constantFrom('a@-b.fr', 'a@b-.fr', 'a b@c.fr', 'é@c.fr', 'a@é.fr', 'a@b.fr.', '@b.fr', 'a@', 'a@@b.fr'),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
    .map(([local, domain]) => `${local}@${domain}`),
);

/** Addresses near the rule: web addresses, other schemes, relative paths, broken ones. */
export const urlLike: fc.Arbitrary<string> = fc.oneof(
  fc.webUrl(),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.constantFrom('', ' ', 'https://example.org', ' https://example.org ', 'http://localhost:8080/x'),
  fc.constantFrom('example.org', '/path', 'https://', 'http://exa mple.org', 'https://example.org/a b'),
  fc.constantFrom('javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>'),
  fc.constantFrom(
    'mailto:a@b.fr',
    'ftp://example.org',
    'urn:isbn:123',
    'https://exämple.org',
    'https://[::1]/',
  ),
  fc.string({ maxLength: 20 }),
);

/** Calendar dates near the rule: real ones, impossible days, other formats. */
export const dateLike: fc.Arbitrary<string> = fc.oneof(
  fc
    .date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom(
    '',
    ' ',
    '2024-02-29',
    '2023-02-29',
    '2023-02-31',
    '2023-04-31',
    '2023-13-01',
    '2023-00-10',
  ),
  fc.constantFrom('2023-1-5', '05/01/2023', '2023-01-05T00:00', '0000-01-01', '2023-06-31', '20230105'),
);

/** Digits strings near length rules (SIRET, years, phones). */
export const digitsLike: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.constantFrom('0', '1', '5', '9'), maxLength: 16 }),
  fc.constantFrom('', ' ', '0000', '0999', '1000', '9999', '12345678901234', ' 12345678901234 ', '+33 1 23'),
  fc.string({ maxLength: 6 }),
);

/** A chosen id, or nothing chosen. */
export const chosenId: fc.Arbitrary<number | null> = fc.option(fc.integer({ min: 1, max: 1000 }), {
  nil: null,
});

export const ids: fc.Arbitrary<number[]> = fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 3 });
