// Translations are complete and current: extracting the messages of the code into a scratch copy of the
// catalogs adds nothing, and every message has its French, English and Italian translation.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PO from 'pofile';

const locales = ['fr', 'en', 'it'];

/** msgid -> msgstr of a .po file (its first form: the catalogs have no plural entries of their own). */
function parsePo(content) {
  return new Map(PO.parse(content).items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
}

const scratch = mkdtempSync(join(tmpdir(), 'catalogs-'));
const problems = [];
try {
  cpSync('locales', scratch, { recursive: true });
  execFileSync('npx', ['lingui', 'extract', '--clean'], {
    stdio: 'pipe',
    env: { ...process.env, LINGUI_CATALOG_ROOT: scratch },
  });
  for (const locale of locales) {
    const committed = parsePo(readFileSync(`locales/${locale}/messages.po`, 'utf8'));
    const extracted = parsePo(readFileSync(join(scratch, locale, 'messages.po'), 'utf8'));
    for (const id of extracted.keys()) {
      if (!committed.has(id))
        problems.push(`${locale}: "${id}" is used in the code but not in the catalog (npm run extract)`);
    }
    for (const id of committed.keys()) {
      if (!extracted.has(id))
        problems.push(`${locale}: "${id}" is in the catalog but no longer used (npm run extract)`);
    }
    for (const [id, translation] of committed) {
      if (translation.trim() === '') problems.push(`${locale}: "${id}" has no translation`);
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(`${problems.length} translation problem(s).`);
  process.exit(1);
}
console.log(`Catalogs ${locales.join(', ')} are current and complete.`);
