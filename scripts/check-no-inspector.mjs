// Proves that a production build carries none of the developer inspector (src/lib/inspection/inspect.ts):
// no emitted JavaScript may hold a string that only @statelyai/inspect contains.
// Usage: node scripts/check-no-inspector.mjs [distDir]   (default: dist)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Literals of @statelyai/inspect that survive minification (URLs, window name, message types),
// and the name of the application's own module that starts it.
export const INSPECTOR_MARKERS = [
  '@statelyai/inspect',
  'stately.ai/inspect',
  'stately.ai/registry',
  'xstateinspector',
  '@statelyai.connected',
  'createBrowserInspector',
  'startBrowserInspector',
];

function javascriptFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return javascriptFiles(path);
    return /\.(m?js)$/.test(entry.name) ? [path] : [];
  });
}

export function inspectorTraces(distDir) {
  const files = javascriptFiles(distDir);
  if (files.length === 0) throw new Error(`${distDir} holds no JavaScript: build first`);
  const traces = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const marker of INSPECTOR_MARKERS) {
      if (text.includes(marker)) traces.push(`${relative(distDir, file)}: ${marker}`);
    }
  }
  return { files: files.length, traces };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.argv[2] ?? 'dist';
  const { files, traces } = inspectorTraces(distDir);
  if (traces.length > 0) {
    console.error(`The production build carries inspector code:\n  ${traces.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`No inspector code in the ${files} JavaScript files of ${distDir}.`);
}
