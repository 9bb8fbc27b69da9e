// Measure 13 (issue 50): 1 GB streamed through the public download address in bounded memory. A
// backend of its own on a fresh data folder (the demo seed); the file of the seed's download-level
// dataset's main resource is replaced through the API by a small upload, which the bench then
// extends on disk to 1 GiB (a sparse file: the disk is not what is measured, the server's path from
// file to socket is). An anonymous client downloads it and throws the bytes away; the server's
// resident memory is sampled from /proc during the download. Budget: its growth < 64 MB.
import { readFileSync, rmSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { startBackend } from '../lib/processes.mjs';
import { signIn } from '../lib/session.mjs';
import { round } from '../lib/stats.mjs';

const SIZE = 1024 ** 3;
const MB = 1024 * 1024;

/** Resident memory of the process `pid` in bytes (Linux), or null elsewhere. */
function rss(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
    return line ? Number(line[1]) * 1024 : null;
  } catch {
    return null;
  }
}

async function call(url, session, method, path, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { cookie: session.cookieHeader, 'x-csrftoken': session.cookies.csrftoken },
    ...(body ? { body } : {}),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

export async function measureDownload({ port, dataDir, distDir }) {
  rmSync(dataDir, { recursive: true, force: true });
  const backend = await startBackend({ port, dataDir, distDir });
  try {
    const session = await signIn(backend.url, 'admin');
    const list = await call(backend.url, session, 'GET', '/fr/dataset/datasets/?page_size=1000');
    const dataset = list.results.find(
      (d) =>
        d.main_resource?.kind === 'file-upload' &&
        d.default_permission_level === 'download' &&
        d.publish !== false,
    );
    if (!dataset) throw new Error('no published download-level dataset with an uploaded main resource');
    const resource = dataset.main_resource;
    const form = new FormData();
    form.set('file', new Blob(['id,nom\n1,a\n'], { type: 'text/csv' }), 'un-giga.csv');
    await call(backend.url, session, 'PUT', `/fr/resource/file-upload/${resource.kind_id}/`, form);
    const stored = join(dataDir, 'uploads', 'resources', String(resource.id), 'un-giga.csv');
    truncateSync(stored, SIZE);
    const path = `/fr/dataset/datasets/${dataset.id}/resource/${resource.id}/download/`;
    // One small read first, so that the growth measured is the download's, not the first request's.
    await (await fetch(`${backend.url}${path}`, { headers: { range: 'bytes=0-1023' } })).arrayBuffer();
    const before = rss(backend.pid);
    let peak = before ?? 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss(backend.pid) ?? 0);
    }, 20);
    const started = performance.now();
    const response = await fetch(`${backend.url}${path}`);
    if (response.status !== 200)
      throw new Error(`download ${path}: ${response.status} ${await response.text()}`);
    let received = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rss(backend.pid) ?? 0);
    if (received !== SIZE) throw new Error(`download: ${received} bytes of ${SIZE}`);
    return {
      bytes: received,
      seconds: round(seconds, 2),
      mbPerSecond: round(received / MB / seconds),
      rssBeforeMb: before === null ? null : round(before / MB),
      rssPeakMb: round(peak / MB),
      rssGrowthMb: before === null ? null : round((peak - before) / MB),
    };
  } finally {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
