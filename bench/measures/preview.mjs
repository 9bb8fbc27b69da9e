// Measure 14 (issue 50): a resource's preview at 1,000,000 rows. A backend of its own on a fresh data
// folder (the demo seed): a CSV of ROWS points with X/Y is uploaded and processed by the worker
// (time of the task, the backend's peak resident memory before and after), then the preview's rows
// are asked for at the first page, a middle page and the last (request → answer, median of READS),
// then in Chromium: the preview opened on its table (navigation → the table's caption shown) and on
// its map (navigation → MapLibre's first `idle` with the features drawn, the mark the map sets).
import { readFileSync, rmSync } from 'node:fs';
import { signedInPage } from '../lib/browser.mjs';
import { startBackend } from '../lib/processes.mjs';
import { signIn } from '../lib/session.mjs';
import { median, round } from '../lib/stats.mjs';

const ROWS = 1_000_000;
const READS = 7;

/** Points over French Guiana, ';' separated, decimal commas as French files have them. */
function csv() {
  const lines = ['id;nom;categorie;longitude;latitude'];
  for (let i = 1; i <= ROWS; i += 1) {
    const lon = (-54.4 + ((i * 7919) % 25_000) / 10_000).toFixed(5).replace('.', ',');
    const lat = (2.2 + ((i * 104_729) % 35_000) / 10_000).toFixed(5).replace('.', ',');
    lines.push(`${i};Point ${i};${i % 7 === 0 ? 'arrêt' : 'abri'};${lon};${lat}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** The process's peak and current resident memory (MB), from /proc. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peakMb: round(kb('VmHWM') / 1024, 0), rssMb: round(kb('VmRSS') / 1024, 0) };
}

export async function measurePreview({ port, dataDir, distDir }) {
  rmSync(dataDir, { recursive: true, force: true });
  const backend = await startBackend({ port, dataDir, distDir });
  try {
    const baseUrl = backend.url;
    const session = await signIn(baseUrl, 'admin');
    const headers = { Authorization: `JWT ${session.token}` };
    const call = async (method, path, body) => {
      const response = await fetch(`${baseUrl}/fr${path}`, {
        method,
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status >= 300)
        throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
      return text ? JSON.parse(text) : null;
    };
    const [dataset] = (await call('GET', '/dataset/datasets/?page_size=1&ordering=display_name')).results;
    const resource = await call('POST', '/resource/resources/', {
      display_name: 'Un million de points',
      column_x: 'longitude',
      column_y: 'latitude',
      crs: 'EPSG:4326',
    });
    await call('POST', '/resource/resource-dataset/', {
      resource_id: resource.id,
      dataset_id: dataset.id,
      type: 2,
    });
    const record = await call('POST', '/resource/file-upload/', { resource_id: resource.id });
    const file = csv();
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'points.csv');
    const put = await fetch(`${baseUrl}/fr/resource/file-upload/${record.id}/`, {
      method: 'PUT',
      headers,
      body: form,
    });
    if (put.status !== 200) throw new Error(`upload: ${put.status} ${await put.text()}`);

    const before = memoryOf(backend.pid);
    const scenarios = await call('GET', `/resource/file-upload/${record.id}/_scenarios/`);
    const create = scenarios.find((scenario) => scenario.action === 'create');
    // The process's peak since it started includes the upload's: the resident memory is sampled
    // every 50 ms while the processing runs, and its highest value kept.
    let highestMb = before.rssMb;
    const sampler = setInterval(() => {
      highestMb = Math.max(highestMb, memoryOf(backend.pid).rssMb);
    }, 50);
    const run = await call(
      'POST',
      `/resource/file-upload/${record.id}/_scenarios/${create.id}/run/?asynchrone=false`,
      { kwargs: { target: { model: 'resource', app_label: 'onegeo_resource', pk: resource.id } } },
    ).finally(() => clearInterval(sampler));
    const after = memoryOf(backend.pid);
    const task = await call('GET', `/dashboard/task-queue-track/${run.task_id}/`);
    if (task.status !== 'SUCCESS') throw new Error(`processing: ${task.status} ${task.errors.join(' ')}`);
    const workerSeconds = (Date.parse(task.end_date) - Date.parse(task.start_date)) / 1000;

    const preview = `/dataset/datasets/${dataset.id}/resource/${resource.id}/preview/`;
    const timed = async (path) => {
      const times = [];
      for (let i = 0; i < READS; i += 1) {
        const started = performance.now();
        const response = await fetch(`${baseUrl}/fr${path}`, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
        times.push(performance.now() - started);
      }
      return round(median(times), 1);
    };
    const lastPage = Math.ceil(ROWS / 20);
    const rows = {
      firstPageMs: await timed(`${preview}rows/?page=1&page_size=20`),
      page5000Ms: await timed(`${preview}rows/?page=5000&page_size=20`),
      lastPageMs: await timed(`${preview}rows/?page=${lastPage}&page_size=20`),
      previewMs: await timed(preview),
      featuresMs: await timed(`${preview}features/`),
    };
    const features = await call('GET', `${preview}features/`);
    const featuresKb = round(JSON.stringify(features).length / 1024, 0);

    const { browser, page } = await signedInPage(baseUrl, session);
    let browserFigures;
    try {
      const address = `${baseUrl}/publish/fr/data/datasets/${dataset.id}/resources/${resource.id}/preview/`;
      await page.goto(address);
      await page.getByRole('table', { name: /^Lignes 1 à 20 sur/ }).waitFor({ timeout: 120_000 });
      const tableMs = await page.evaluate(() => performance.now());
      await page.goto(`${address}?tab=map`);
      await page.waitForFunction(() => performance.getEntriesByName('preview-map-idle').length > 0, null, {
        timeout: 120_000,
      });
      const mapMs = await page.evaluate(() => performance.getEntriesByName('preview-map-idle')[0].startTime);
      browserFigures = { firstRowsMs: round(tableMs, 0), firstMapFrameMs: round(mapMs, 0) };
    } finally {
      await browser.close();
    }
    return {
      rows: ROWS,
      fileMb: round(file.length / 1024 / 1024, 1),
      workerSeconds: round(workerSeconds, 1),
      rssMbBeforeProcessing: before.rssMb,
      rssMbHighestDuringProcessing: highestMb,
      rssMbAfterProcessing: after.rssMb,
      processPeakMbSinceStart: after.peakMb,
      featuresShown: features.features.length,
      featureCount: features.count,
      featuresKb,
      ...rows,
      ...browserFigures,
    };
  } finally {
    await backend.stop();
  }
}
