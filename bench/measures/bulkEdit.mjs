// Measure 11 (security audit of 2026-12-06, T3-L4): an unrelated request during a bulk edit of a few
// hundred datasets, and during its undo, on the embedded database, whose one connection a
// transaction holds. A backend of its own on a fresh data folder (the demo seed), DATASETS datasets
// created through the API (each with its version, as people's are), then one client reads a dataset
// again and again: idle, while the batch is applied, while it is undone. The stall is the longest of
// those reads, and its ratio to the idle reads' median.
import { rmSync } from 'node:fs';
import { startBackend } from '../lib/processes.mjs';
import { signIn } from '../lib/session.mjs';
import { median, percentile, round } from '../lib/stats.mjs';

const DATASETS = 300;
const IDLE_READS = 40;

function client(baseUrl, session) {
  const headers = {
    cookie: session.cookieHeader,
    'x-csrftoken': session.cookies.csrftoken,
    'content-type': 'application/json',
  };
  return async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  };
}

/** Reads `path` one after the other until `done()`; answers each read's time (ms). */
async function reads(baseUrl, { path, cookie }, done) {
  const times = [];
  do {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`probe ${path}: ${response.status}`);
    times.push(performance.now() - started);
  } while (!done());
  return times;
}

/** The probe's reads while `work` runs, and how long `work` took. */
async function during(baseUrl, path, work) {
  let finished = false;
  const started = performance.now();
  const running = work().finally(() => {
    finished = true;
  });
  const times = await reads(baseUrl, path, () => finished);
  await running;
  return { times, workMs: performance.now() - started };
}

const stall = (times, idle) => ({
  reads: times.length,
  p50Ms: round(median(times), 1),
  maxMs: round(Math.max(...times), 1),
  maxToIdle: round(Math.max(...times) / idle, 1),
});

export async function measureBulkEdit({ port, dataDir, distDir }) {
  rmSync(dataDir, { recursive: true, force: true });
  const backend = await startBackend({ port, dataDir, distDir });
  try {
    const session = await signIn(backend.url, 'admin');
    const call = client(backend.url, session);
    // The probe: a seeded dataset read by another signed-in person (session, dataset, its contacts
    // and resources), not one of the batch's.
    const seeded = await call('GET', '/fr/dataset/datasets/?page_size=1');
    const reader = await signIn(backend.url, 'visiteur');
    const probe = { path: `/fr/dataset/datasets/${seeded.results[0].id}/`, cookie: reader.cookieHeader };
    const usergroup = seeded.results[0].usergroup;
    const ids = [];
    for (let i = 0; i < DATASETS; i += 1) {
      const created = await call('POST', '/fr/dataset/datasets/', {
        display_name: `Banc lot ${i}`,
        usergroup,
        tags: ['banc', `lot-${i % 10}`],
        default_permission_level: 'download',
      });
      ids.push(created.id);
    }
    await reads(backend.url, probe, () => true);
    const idleTimes = [];
    for (let i = 0; i < IDLE_READS; i += 1) idleTimes.push(...(await reads(backend.url, probe, () => true)));
    const idle = median(idleTimes);
    let batch = null;
    const apply = await during(backend.url, probe, async () => {
      batch = await call('POST', '/fr/dataset/bulk-edits/', {
        selection: { ids },
        operations: [{ field: 'keywords', op: 'add', value: ['banc-ajout'] }],
      });
    });
    const undo = await during(backend.url, probe, () =>
      call('POST', `/fr/dataset/bulk-edits/${batch.id}/undo/`, undefined),
    );
    return {
      datasets: DATASETS,
      changed: batch.changed,
      idle: { p50Ms: round(idle, 1), p95Ms: round(percentile(idleTimes, 95), 1) },
      apply: { ms: round(apply.workMs), ...stall(apply.times, idle) },
      undo: { ms: round(undo.workMs), ...stall(undo.times, idle) },
    };
  } finally {
    await backend.stop();
  }
}
