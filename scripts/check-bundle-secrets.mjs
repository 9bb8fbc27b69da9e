// Proves that a production build ships no secret and no inline script: every emitted JavaScript file
// is scanned for secret-looking strings, and index.html may only load scripts from files (the
// Content-Security-Policy of the backend allows no inline script).
// Usage: node scripts/check-bundle-secrets.mjs [distDir]   (default: dist)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const DEMO_ACCOUNTS = ['admin', 'gestionnaire', 'producteur', 'visiteur', 'nouveau'];

/** What a secret looks like once minified: name, pattern. */
export const SECRET_PATTERNS = [
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['database address', /\bDATABASE_URL\b|\bpostgres(?:ql)?:\/\/[^\s"'`]+/i],
  ['JSON web token', /\beyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['GitHub or npm token', /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|npm_[A-Za-z0-9]{30,})\b/],
  ['bearer credentials', /\b(?:Bearer|Basic|JWT) [A-Za-z0-9+/=._-]{20,}/],
  [
    'a demo account password',
    new RegExp(`password["']?\\s*[:=]\\s*["'\`](?:${DEMO_ACCOUNTS.join('|')})["'\`]`, 'i'),
  ],
  [
    'an assigned secret',
    /\b(?:secret|api[_-]?key|access[_-]?token)["']?\s*[:=]\s*["'`][A-Za-z0-9+/=_-]{16,}["'`]/i,
  ],
];

function filesOf(dir, pattern) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

/** Secret-looking strings of the build's JavaScript, and inline scripts of its HTML pages. */
export function bundleFindings(distDir) {
  const scripts = filesOf(distDir, /\.(m?js)$/);
  if (scripts.length === 0) throw new Error(`${distDir} holds no JavaScript: build first`);
  const findings = [];
  for (const file of scripts) {
    const text = readFileSync(file, 'utf8');
    for (const [name, pattern] of SECRET_PATTERNS) {
      const match = pattern.exec(text);
      if (match) findings.push(`${relative(distDir, file)}: ${name} (${match[0].slice(0, 40)}…)`);
    }
  }
  const pages = filesOf(distDir, /\.html$/);
  for (const file of pages) {
    for (const tag of readFileSync(file, 'utf8').match(/<script\b[^>]*>[\s\S]*?<\/script>/gi) ?? []) {
      const inline = !/\bsrc\s*=/.test(tag) || />\s*\S[\s\S]*<\/script>$/i.test(tag);
      if (inline) findings.push(`${relative(distDir, file)}: inline script ${tag.slice(0, 60)}…`);
    }
    if (/\son[a-z]+\s*=/i.test(readFileSync(file, 'utf8'))) {
      findings.push(`${relative(distDir, file)}: inline event handler`);
    }
  }
  return { scripts: scripts.length, pages: pages.length, findings };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.argv[2] ?? 'dist';
  const { scripts, pages, findings } = bundleFindings(distDir);
  if (findings.length > 0) {
    console.error(`${findings.length} finding(s) in ${distDir}:\n${findings.join('\n')}`);
    process.exit(1);
  }
  console.log(
    `${scripts} JavaScript files: no secret-looking string (${SECRET_PATTERNS.length} patterns); ` +
      `${pages} HTML page(s): no inline script`,
  );
}
