// Measure 1: JavaScript and CSS the first screen loads (gzip), the largest route chunk, and
// whether maplibre stays out of everything but the map screens.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { round } from '../lib/stats.mjs';

const gzipKb = (path) => gzipSync(readFileSync(path)).length / 1024;

/** What index.html loads before any route: the entry script, its preloads, the styles. */
function firstScreen(distDir, base) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const pattern = new RegExp(`(?:src|href)="${base}(assets/[^"]+\\.(?:js|css))"`, 'g');
  const files = [...html.matchAll(pattern)].map((match) => match[1]);
  const sum = (ext) =>
    files
      .filter((file) => file.endsWith(ext))
      .reduce((total, file) => total + gzipKb(join(distDir, file)), 0);
  return { files, js: sum('.js'), css: sum('.css') };
}

/**
 * The home screen also loads the chunks of its route (lazy routes): the bench reads which ones
 * from the browser in the Lighthouse measure; here the static part and the largest lazy chunk.
 */
export function measureBundle(distDir, baselineDir) {
  const product = firstScreen(distDir, '/publish/');
  const baseline = firstScreen(baselineDir, '/');
  const chunks = readdirSync(join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js') && !file.includes('worker'))
    .map((file) => ({ file, kb: gzipKb(join(distDir, 'assets', file)) }))
    .sort((a, b) => b.kb - a.kb);
  const largest = chunks.find((chunk) => !product.files.includes(`assets/${chunk.file}`));
  const maplibreInFirstScreen = product.files.some((file) =>
    readFileSync(join(distDir, file), 'utf8').includes('maplibregl'),
  );
  return {
    entryJsGzipKb: round(product.js, 1),
    entryCssGzipKb: round(product.css, 1),
    baselineJsGzipKb: round(baseline.js, 1),
    largestRouteChunk: largest ? { file: largest.file, gzipKb: round(largest.kb, 1) } : null,
    maplibreInFirstScreen,
  };
}

/** JS and CSS the browser actually fetched for a screen (entry and lazy chunks), gzip. */
export function fetchedGzipKb(distDir, urls) {
  const files = [...new Set(urls.map((url) => new URL(url).pathname.replace(/^\/publish\//, '')))];
  const size = (ext) =>
    files
      .filter((file) => file.endsWith(ext))
      .reduce((total, file) => total + gzipKb(join(distDir, file)), 0);
  return {
    js: round(size('.js'), 1),
    css: round(size('.css'), 1),
    maplibre: files.some((file) => /maplibre|CommuneMapView/i.test(file)),
  };
}
