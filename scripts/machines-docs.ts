// Writes docs/machines/: one page per machine (Mermaid state diagram and state table) and an index,
// from the machine definitions. machines/diagrams/machineDocs.test.ts fails when they are stale.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { DOCS_DIR, machineDocs } from '../machines/diagrams/machineDocs.ts';
import { machineModels } from '../machines/testing/registry.ts';

const pages = machineDocs(machineModels);
mkdirSync(DOCS_DIR, { recursive: true });
// The page of a machine that no longer exists goes too.
for (const file of readdirSync(DOCS_DIR)) {
  if (file.endsWith('.md') && !pages.has(`${DOCS_DIR}/${file}`)) rmSync(`${DOCS_DIR}/${file}`);
}
for (const [path, text] of pages) writeFileSync(path, text);
console.log(
  `${pages.size} pages in ${DOCS_DIR}/: ${[...pages.keys()].map((path) => basename(path)).join(', ')}`,
);
