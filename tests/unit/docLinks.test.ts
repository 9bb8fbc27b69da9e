import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

// The README is the way in and sends the reader to docs/ (issue 46): a page moved or a heading renamed
// must not leave a link that leads nowhere. Every relative link of README.md and docs/**/*.md must name
// a file of the repository and, with a #fragment into a Markdown page, one of its headings.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function markdownUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1] ?? '')));
}

/** Inline links `[text](target)` outside code, with their target. */
function linksOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}

function brokenLinks(file: string): string[] {
  return linksOf(file).flatMap((target) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return []; // https:, mailto:
    const [path = '', fragment] = target.split('#');
    const destination = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
    if (!existsSync(destination)) return [`${target} (no such file)`];
    if (fragment && statSync(destination).isFile() && destination.endsWith('.md')) {
      if (!anchorsOf(destination).has(fragment)) return [`${target} (no such heading)`];
    }
    return [];
  });
}

// The template's links are placeholders (NNNN) by design.
const TEMPLATE = join(ROOT, 'docs/decisions/0000-template.md');
const pages = [join(ROOT, 'README.md'), ...markdownUnder(join(ROOT, 'docs'))].filter(
  (page) => page !== TEMPLATE,
);

describe('links of the README and docs/', () => {
  test.each(pages.map((page) => [relative(ROOT, page), page]))('%s links only to what exists', (_, page) => {
    expect(brokenLinks(page)).toEqual([]);
  });

  test('the checker finds a missing file and a missing heading', () => {
    const dir = mkdtempSync(join(tmpdir(), 'doc-links-'));
    try {
      const page = join(dir, 'page.md');
      writeFileSync(
        page,
        '# Page\n\n## A heading (measure 6)\n\n[ok](#a-heading-measure-6) [gone](gone.md) [none](#none) ' +
          '[web](https://example.org) `[code](gone.md)`\n',
      );
      expect(brokenLinks(page)).toEqual(['gone.md (no such file)', '#none (no such heading)']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
