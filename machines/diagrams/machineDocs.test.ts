import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineModels } from '../testing/registry.ts';
import { DOCS_DIR, machineDocs } from './machineDocs.ts';

const repository = join(import.meta.dirname, '..', '..');
const pages = machineDocs(machineModels);

describe('docs/machines', () => {
  it('holds exactly one page per machine and the index', () => {
    const committed = readdirSync(join(repository, DOCS_DIR)).filter((file) => file.endsWith('.md'));
    expect(committed.sort()).toEqual([...pages.keys()].map((path) => path.slice(DOCS_DIR.length + 1)).sort());
  });

  for (const [path, text] of pages) {
    it(`${path} is current (run npm run machines:docs)`, () => {
      expect(readFileSync(join(repository, path), 'utf8')).toBe(text);
    });
  }
});
