// The mixed load of issue 30: editors reading lists and details, saving with If-Match and running the
// publication scenario, at once, for a fixed time. A 412 is a correct refusal (another editor saved
// first), counted apart from errors (5xx, network). Afterwards every save that answered 2xx must still
// be there: per dataset, the stored version is the one of an acknowledged save, with its value.
import { signIn } from '../lib/session.mjs';
import { percentile, round } from '../lib/stats.mjs';
import { LIST_REQUESTS } from './backend.mjs';

const EDITORS = 20;
/** Few datasets saved by every editor, so that saves from the same version meet (412s). */
const SAVED_DATASETS = 40;
const SCENARIO_DATASETS = 20;
/** Weights of the actions of an editor's loop. */
const ACTIONS = [
  ['list', 45],
  ['detail', 25],
  ['save', 20],
  ['scenario', 10],
];

const pick = (items) => items[Math.floor(Math.random() * items.length)];
function pickAction() {
  let draw = Math.random() * 100;
  for (const [name, weight] of ACTIONS) {
    draw -= weight;
    if (draw < 0) return name;
  }
  return 'list';
}

/** Tallies of the answers; `latencies` of every request, whatever its action. */
function newTally() {
  return {
    requests: 0,
    errors: 0,
    refused412: 0,
    throttled429: 0,
    otherStatus: {},
    latencies: [],
    byAction: {},
  };
}

async function timed(tally, action, url, init) {
  const started = performance.now();
  tally.requests += 1;
  tally.byAction[action] = (tally.byAction[action] ?? 0) + 1;
  try {
    const response = await fetch(url, init);
    const body = response.headers.get('content-type')?.includes('json')
      ? await response.json()
      : await response.text();
    tally.latencies.push(performance.now() - started);
    if (response.status >= 500) tally.errors += 1;
    else if (response.status === 412) tally.refused412 += 1;
    else if (response.status === 429) tally.throttled429 += 1;
    else if (response.status >= 400)
      tally.otherStatus[response.status] = (tally.otherStatus[response.status] ?? 0) + 1;
    return { status: response.status, body };
  } catch {
    tally.errors += 1;
    return { status: 0, body: null };
  }
}

/** Read, change the description, PATCH with the version read; the acknowledged saves are kept. */
async function save(baseUrl, headers, tally, id, value, acknowledged) {
  const read = await timed(tally, 'save', `${baseUrl}/fr/dataset/datasets/${id}/`, { headers });
  if (read.status !== 200) return;
  const written = await timed(tally, 'save', `${baseUrl}/fr/dataset/datasets/${id}/`, {
    method: 'PATCH',
    headers: { ...headers, 'Content-Type': 'application/json', 'If-Match': read.body.last_modified },
    body: JSON.stringify({ description: value }),
  });
  if (written.status === 200) acknowledged.push({ id, value, lastModified: written.body.last_modified });
}

/** As the SPA's publication: the dataset's scenarios, then a run of its publication one. */
async function runScenario(baseUrl, headers, tally, id) {
  const listed = await timed(tally, 'scenario', `${baseUrl}/fr/dataset/datasets/${id}/_scenarios/`, {
    headers,
  });
  const scenario = Array.isArray(listed.body)
    ? listed.body.find((s) => s.codename === 'publish-dataset')
    : null;
  if (!scenario) return;
  await timed(tally, 'scenario', `${baseUrl}/fr/dataset/datasets/${id}/_scenarios/${scenario.id}/run/`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ kwargs: { target: { model: 'dataset', app_label: 'onegeo_dataset', pk: id } } }),
  });
}

/**
 * Saves lost: datasets whose stored version is no acknowledged save's, or whose value is not the one
 * that save wrote. Saves overwritten by a later acknowledged save are not lost: that is the chain.
 */
async function lostWrites(baseUrl, headers, acknowledged) {
  const byDataset = new Map();
  for (const saved of acknowledged) byDataset.set(saved.id, [...(byDataset.get(saved.id) ?? []), saved]);
  let lost = 0;
  for (const [id, saves] of byDataset) {
    const stored = await (await fetch(`${baseUrl}/fr/dataset/datasets/${id}/`, { headers })).json();
    const version = saves.find(
      (saved) => new Date(saved.lastModified).getTime() === new Date(stored.last_modified).getTime(),
    );
    if (!version || version.value !== stored.description) lost += 1;
  }
  return { datasetsChecked: byDataset.size, lost };
}

export async function measureMixedLoad(baseUrl, seconds = 60) {
  const admin = await signIn(baseUrl, 'admin');
  const headers = { Authorization: `JWT ${admin.token}` };
  const page = await (
    await fetch(
      `${baseUrl}/fr/dataset/datasets/?ordering=creation_date&page_size=${SAVED_DATASETS + SCENARIO_DATASETS}`,
      {
        headers,
      },
    )
  ).json();
  const ids = page.results.map((dataset) => dataset.id);
  const savedIds = ids.slice(0, SAVED_DATASETS);
  const scenarioIds = ids.slice(SAVED_DATASETS);
  // One session per editor: rate limits count per session, as for real editors.
  const sessions = [];
  for (let i = 0; i < EDITORS; i += 1) sessions.push(await signIn(baseUrl, 'admin'));
  const tally = newTally();
  const acknowledged = [];
  const end = performance.now() + seconds * 1000;
  const editor = async (session, number) => {
    const own = { Authorization: `JWT ${session.token}` };
    let step = 0;
    while (performance.now() < end) {
      step += 1;
      const action = pickAction();
      if (action === 'list') await timed(tally, action, `${baseUrl}${pick(LIST_REQUESTS)}`, { headers: own });
      if (action === 'detail')
        await timed(tally, action, `${baseUrl}/fr/dataset/datasets/${pick(ids)}/`, { headers: own });
      if (action === 'save')
        await save(baseUrl, own, tally, pick(savedIds), `bench ${number}.${step}`, acknowledged);
      if (action === 'scenario') await runScenario(baseUrl, own, tally, pick(scenarioIds));
    }
  };
  await Promise.all(sessions.map((session, number) => editor(session, number)));
  const writes = await lostWrites(baseUrl, headers, acknowledged);
  return {
    seconds,
    editors: EDITORS,
    requests: tally.requests,
    requestsPerSecond: round(tally.requests / seconds, 1),
    p95Ms: round(percentile(tally.latencies, 95), 1),
    byAction: tally.byAction,
    errors: tally.errors,
    refused412: tally.refused412,
    throttled429: tally.throttled429,
    otherStatus: tally.otherStatus,
    savesAcknowledged: acknowledged.length,
    ...writes,
  };
}
