// Measure 6: the dataset list of the reference backend (100,000 datasets) under 50 concurrent
// connections, turning through a search, an ordering and a filter, then searches alone; baseline: a
// tiny Node server answering a constant JSON body of the same size, loaded the same way. Each load is
// preceded by three unrecorded seconds of the same load (compiled code, prepared statements).
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { percentile, round } from '../lib/stats.mjs';

const CONNECTIONS = 50;
const SECONDS = 15;
/** Unrecorded load first: a server at work has compiled its code and prepared its statements. */
const WARM_UP_SECONDS = 3;

export const LIST_REQUESTS = [
  '/fr/dataset/datasets/?search=reseau%20cayenne&page_size=20',
  '/fr/dataset/datasets/?ordering=display_name&page_size=20',
  '/fr/dataset/datasets/?usergroup_id=2&ordering=-creation_date&page_size=20',
  '/fr/dataset/datasets/?page=50&page_size=20',
];

/** Searches of words of the seeded names, as a person types them (three letters and more). */
export const SEARCH_REQUESTS = [
  '/fr/dataset/datasets/?search=res&page_size=20',
  '/fr/dataset/datasets/?search=reseau&page_size=20',
  '/fr/dataset/datasets/?search=reseau%20cay&page_size=20',
  '/fr/dataset/datasets/?search=reseau%20cayenne&page_size=20',
  '/fr/dataset/datasets/?search=ecoles%20kourou&page_size=20',
  '/fr/dataset/datasets/?search=forages&page_size=20',
];

async function load(url, paths, headers) {
  const requests = paths.map((path) => ({ method: 'GET', path }));
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers, requests });
  const latencies = [];
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  return {
    p50Ms: round(percentile(latencies, 50), 1),
    p95Ms: round(percentile(latencies, 95), 1),
    // Completed answers over the whole run (the per-second average rounds slow runs down to 0).
    requestsPerSecond: round(latencies.length / SECONDS, 1),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The constant-body baseline, with the body of a page of the list (the same for every storage). */
export async function measureBaseline(baseUrl, token) {
  const headers = { Authorization: `JWT ${token}` };
  const sample = await fetch(`${baseUrl}${LIST_REQUESTS[1]}`, { headers });
  const body = await sample.text();
  const constant = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(body);
  });
  await new Promise((resolve) => constant.listen(0, '127.0.0.1', resolve));
  try {
    const baseline = await load(`http://127.0.0.1:${constant.address().port}`, ['/'], headers);
    return { ...baseline, bodyKb: round(body.length / 1024, 1) };
  } finally {
    constant.close();
  }
}

/** The list alone under load (search, ordering, filter, deep page). */
export async function measureList(baseUrl, token) {
  return load(baseUrl, LIST_REQUESTS, { Authorization: `JWT ${token}` });
}

/** The list under load (search, ordering, filter, deep page), then searches alone. */
export async function measureBackend(baseUrl, token) {
  const headers = { Authorization: `JWT ${token}` };
  const list = await load(baseUrl, LIST_REQUESTS, headers);
  const search = await load(baseUrl, SEARCH_REQUESTS, headers);
  return { list, search };
}
