// Measure 11 (security audit T3-H1 of 2026-12-06): a dataset's history read at real size leaves the
// other requests alone. On its own backend (embedded database, fresh data folder): a dataset saved
// 200 times with a description of about 100,000 characters (two texts, alternating), then its
// history read by several readers at once (the largest page the server serves) while an unrelated
// request is timed again and again. Reports that request's latency during the reads against its
// latency when the server is idle (the ratio the issue asks to keep at about 1), the reads' time
// and the size of a history page.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from '../lib/processes.mjs';
import { signIn } from '../lib/session.mjs';
import { median, percentile, round } from '../lib/stats.mjs';

const SAVES = Number(process.env.BENCH_HISTORY_SAVES ?? 200);
const READERS = Number(process.env.BENCH_HISTORY_READERS ?? 4);
/** Reads each reader makes one after the other: the unrelated request is timed many times meanwhile. */
const ROUNDS = Number(process.env.BENCH_HISTORY_ROUNDS ?? 5);
const IDLE_PROBES = 20;
/** The page asked for: the contract's former largest; the server serves at most what it allows. */
const PAGE_SIZE = 1000;

/** A rich text of about `length` characters: paragraphs of words, some in bold, `word` at both ends. */
function richText(word, length) {
  const paragraph = `<p>${word} ${'Les arrêts du <strong>réseau</strong> de bus desservent la ville. '.repeat(20)}</p>`;
  let text = '';
  while (text.length + paragraph.length < length - 20) text += paragraph;
  return `${text}<p>${word} fin.</p>`;
}

/** A request's time in milliseconds; throws unless it answers `expected`. */
async function timed(url, init, expected = 200) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.arrayBuffer();
  if (response.status !== expected) throw new Error(`${url}: ${response.status}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

/** Saves, waiting when the server asks to slow down (429 with Retry-After). */
async function patch(baseUrl, headers, id, json) {
  for (;;) {
    const response = await fetch(`${baseUrl}/fr/dataset/datasets/${id}/`, {
      method: 'PATCH',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(json),
    });
    await response.arrayBuffer();
    if (response.status === 200) return;
    if (response.status !== 429) throw new Error(`PATCH ${id}: ${response.status}`);
    const wait = Number(response.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}

export async function measureHistory({ port, step = () => undefined }) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-history-'));
  const distDir = join(dir, 'dist');
  await mkdir(distDir);
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>bench</title>');
  const backend = await startBackend({ port, dataDir: join(dir, 'data'), distDir });
  try {
    const baseUrl = backend.url;
    const producteur = { Authorization: `JWT ${(await signIn(baseUrl, 'producteur')).token}` };
    const visiteur = { Authorization: `JWT ${(await signIn(baseUrl, 'visiteur')).token}` };
    const admin = { Authorization: `JWT ${(await signIn(baseUrl, 'admin')).token}` };
    const groups = await (
      await fetch(`${baseUrl}/fr/organisation/organisations/?search=CACL`, { headers: admin })
    ).json();
    const cacl = groups.results.find((group) => group.acronym === 'CACL') ?? groups.results[0];
    const created = await fetch(`${baseUrl}/fr/dataset/datasets/`, {
      method: 'POST',
      headers: { ...producteur, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        display_name: `Historique long ${Date.now()}`,
        usergroup: cacl.id,
        description: 'Premier texte.',
        publication_date: '2025-01-15',
        last_update_date: '2025-06-01',
        default_permission_level: 'download',
      }),
    });
    if (created.status !== 201)
      throw new Error(`dataset not created: ${created.status} ${await created.text()}`);
    const { id } = await created.json();
    const texts = [richText('alpha', 99_969), richText('omega', 99_969)];
    step(`history: ${SAVES} saves of a ${texts[0].length}-character description`);
    const savesStarted = performance.now();
    for (let save = 0; save < SAVES; save += 1)
      await patch(baseUrl, producteur, id, { description: texts[save % 2] });
    const savesSeconds = (performance.now() - savesStarted) / 1000;

    // The unrelated request: another dataset's detail, as another person opens it.
    const list = await (
      await fetch(`${baseUrl}/fr/dataset/datasets/?page_size=1`, { headers: admin })
    ).json();
    const other = `${baseUrl}/fr/dataset/datasets/${list.results[0].id}/`;
    const probe = () => timed(other, { headers: admin });
    for (let i = 0; i < 3; i += 1) await probe();
    const historyUrl = `${baseUrl}/fr/dataset/datasets/${id}/activity/?page_size=${PAGE_SIZE}`;
    // One read first, alone: what a first read does once (a version's changes stored) is not timed.
    const first = await timed(historyUrl, { headers: visiteur });
    const idle = [];
    for (let i = 0; i < IDLE_PROBES; i += 1) idle.push((await probe()).ms);

    const alone = [];
    for (let i = 0; i < 10; i += 1) alone.push((await timed(historyUrl, { headers: visiteur })).ms);

    /** Readers each reading `url` ROUNDS times at once, the unrelated request timed meanwhile. */
    const underLoad = async (url) => {
      let reading = true;
      const started = performance.now();
      const reader = async () => {
        const times = [];
        for (let round = 0; round < ROUNDS; round += 1) times.push(await timed(url, { headers: visiteur }));
        return times;
      };
      const reads = Promise.all(Array.from({ length: READERS }, reader)).finally(() => {
        reading = false;
      });
      const during = [];
      while (reading) during.push((await probe()).ms);
      return { answers: (await reads).flat(), during, seconds: (performance.now() - started) / 1000 };
    };
    step(
      `history: ${READERS} readers reading its history ${ROUNDS} times, the unrelated request timed meanwhile`,
    );
    const history = await underLoad(historyUrl);
    // The control: as many readers reading a page of the dataset list as often. Any reads at once
    // make a request wait its turn on one process; the history's should cost no more than these.
    step('history: the same readers reading a page of the dataset list instead (control)');
    const control = await underLoad(`${baseUrl}/fr/dataset/datasets/?page_size=50`);
    const answers = history.answers;
    const during = history.during;
    const readsSeconds = history.seconds;
    const page = await (await fetch(historyUrl, { headers: visiteur })).json();
    const idleMedian = median(idle);
    return {
      saves: SAVES,
      descriptionCharacters: texts[0].length,
      savesSeconds: round(savesSeconds, 1),
      readers: READERS,
      rounds: ROUNDS,
      pageEntries: page.results.length,
      pageBytes: answers[0].bytes,
      firstReadMs: round(first.ms, 1),
      readMedianMs: round(median(answers.map((answer) => answer.ms)), 1),
      readsSeconds: round(readsSeconds, 2),
      idleMedianMs: round(idleMedian, 1),
      duringProbes: during.length,
      duringMedianMs: round(median(during), 1),
      duringMaxMs: round(Math.max(...during), 1),
      duringP95Ms: round(percentile(during, 95), 1),
      // What the issue asks: an unrelated request's latency during the reads against idle.
      ratioMedian: round(median(during) / idleMedian, 2),
      ratioMax: round(Math.max(...during) / idleMedian, 2),
      readAloneMedianMs: round(median(alone), 1),
      controlReadMedianMs: round(median(control.answers.map((answer) => answer.ms)), 1),
      controlDuringMedianMs: round(median(control.during), 1),
      controlRatioMedian: round(median(control.during) / idleMedian, 2),
      controlDuringMaxMs: round(Math.max(...control.during), 1),
      controlRatioMax: round(Math.max(...control.during) / idleMedian, 2),
    };
  } finally {
    await backend.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
