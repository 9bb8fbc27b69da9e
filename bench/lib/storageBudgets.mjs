// Rows of measure 6 (issue 30): the backend on the embedded database and on a PostgreSQL server, with
// their budgets, and the EXPLAIN ANALYZE figures of the dataset list on 100,000 and 1,000,000 datasets.
import { row } from './report.mjs';

const ms = (value) => (value === null || value === undefined ? 'n/a' : `${value} ms`);
const failures = (load) =>
  load.non2xx || load.errors ? ` (${load.non2xx} non-2xx, ${load.errors} errors)` : '';

function loadRows(label, storage, baseline, budgets) {
  const { list, search } = storage;
  return [
    row(`6. ${label}: dataset list p50 (100,000 datasets, 50 conn.)`, ms(list.p50Ms), ms(baseline.p50Ms)),
    row(
      `6. ${label}: dataset list p95${failures(list)}`,
      ms(list.p95Ms),
      ms(baseline.p95Ms),
      `≤ ${budgets.listP95Ms} ms`,
      list.p95Ms <= budgets.listP95Ms && !list.errors && !list.non2xx,
    ),
    budgets.requestsPerSecond
      ? row(
          `6. ${label}: dataset list requests/s`,
          list.requestsPerSecond,
          baseline.requestsPerSecond,
          `≥ ${budgets.requestsPerSecond}`,
          list.requestsPerSecond >= budgets.requestsPerSecond,
        )
      : row(`6. ${label}: dataset list requests/s`, list.requestsPerSecond, baseline.requestsPerSecond),
    budgets.searchP95Ms
      ? row(
          `6. ${label}: search p95${failures(search)}`,
          ms(search.p95Ms),
          '',
          `≤ ${budgets.searchP95Ms} ms`,
          search.p95Ms <= budgets.searchP95Ms && !search.errors && !search.non2xx,
        )
      : row(`6. ${label}: search p95${failures(search)}`, ms(search.p95Ms)),
  ];
}

/** The list with every answer built (ANSWER_CACHE_MB=0): no budget, what changing data costs. */
function builtRows(label, built) {
  if (!built) return [];
  return [
    row(
      `6. ${label}: dataset list, every answer built: p50, p95, requests/s${failures(built)}`,
      `${ms(built.p50Ms)}, ${ms(built.p95Ms)}, ${built.requestsPerSecond}/s`,
    ),
  ];
}

function mixedRows(label, mixed) {
  return [
    row(
      `6. ${label}: mixed load ${mixed.seconds} s, ${mixed.editors} editors: errors (5xx, network)`,
      mixed.errors,
      '',
      '0',
      mixed.errors === 0,
    ),
    row(
      `6. ${label}: lost writes (of ${mixed.savesAcknowledged} saves acknowledged)`,
      mixed.lost,
      '',
      '0',
      mixed.lost === 0,
    ),
    row(
      `6. ${label}: mixed requests/s, p95; 412 refusals, 429`,
      `${mixed.requestsPerSecond}/s, ${ms(mixed.p95Ms)}; ${mixed.refused412}, ${mixed.throttled429}`,
    ),
  ];
}

/** One row per query of the list: its execution time on each size, and the plan's top nodes. */
function explainRows(explain) {
  const [first, ...larger] = explain;
  return Object.keys(first.plans).map((name) => {
    const times = [first, ...larger].map((run) => ms(run.plans[name].executionMs)).join(' → ');
    const sizes = [first, ...larger].map((run) => run.datasets.toLocaleString('en')).join(' → ');
    const top = (larger.at(-1) ?? first).plans[name].top;
    return row(`6. EXPLAIN ${name} (${sizes})`, `${times}; ${top}`);
  });
}

/** Rows of the backend measure on both storages (results.backend). */
export function storageRows(b) {
  const rows = [];
  if (b.embedded) {
    rows.push(...loadRows('embedded, 1 process', b.embedded, b.baseline, { listP95Ms: 500 }));
    rows.push(...builtRows('embedded', b.embedded.listBuilt));
    rows.push(...mixedRows('embedded', b.embedded.mixed));
  }
  if (b.postgres?.list) {
    const label = `PostgreSQL server, WORKERS=${b.postgres.workers}`;
    rows.push(
      ...loadRows(label, b.postgres, b.baseline, { listP95Ms: 50, requestsPerSecond: 600, searchP95Ms: 100 }),
    );
    rows.push(...builtRows(label, b.postgres.listBuilt));
    rows.push(...mixedRows('PostgreSQL server', b.postgres.mixed));
  }
  if (b.explain?.length) rows.push(...explainRows(b.explain));
  return rows;
}
