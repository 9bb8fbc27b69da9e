import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import { notFound, unauthorized } from '../messages/errors.ts';

/** Route label of a request no route took: an attacker's made-up paths stay one series. */
export const UNMATCHED_ROUTE = '(unmatched)';
const TASK_STATUSES = ['PENDING', 'STARTED', 'SUCCESS', 'FAILURE', 'REVOKED'] as const;

export interface Metrics {
  registry: Registry;
  /** Counts one answered request (Fastify's onResponse). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
  /** Counts an answer of an operation whose answers are kept: given again as kept, or built (decision 0043). */
  answer(operationId: string, kept: boolean): void;
}

/**
 * This process's metrics, in a registry of its own (several apps share a test process): requests
 * by route and status, their latency, tasks by status (read from the database at scrape time, one
 * grouped count), the PostgreSQL pool's connections, and Node's own (memory, CPU, event loop).
 */
export function createMetrics(db: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route template.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const answers = new Counter({
    name: 'publish_kept_answers_total',
    help: 'Answers of the operations whose answers are kept while the data has not changed: given again as kept, or built.',
    labelNames: ['operation', 'answer'],
    registers: [registry],
  });
  new Gauge({
    name: 'publish_tasks',
    help: 'Tasks by status (demonstration tasks of the seed aside), read from the database.',
    labelNames: ['status'],
    // Every process reads the same database: with WORKERS > 1 one process's reading is the value.
    aggregator: 'first',
    registers: [registry],
    async collect() {
      try {
        const rows = await db.query<{ status: string; count: number }>(
          'select status, count(*) as count from task where not demonstration group by status',
        );
        for (const status of TASK_STATUSES) {
          this.set({ status }, rows.find((row) => row.status === status)?.count ?? 0);
        }
      } catch {
        // The database does not answer: the scrape still answers, without this reading.
        this.reset();
      }
    },
  });
  if (db.poolUse() !== null) {
    new Gauge({
      name: 'publish_database_pool_connections',
      help: 'Connections of the PostgreSQL pool: total, idle, and queries waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const use = db.poolUse();
        if (!use) return;
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }
  return {
    registry,
    observe(request, reply) {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      const method = request.method;
      requests.inc({ method, route, status: String(reply.statusCode) });
      duration.observe({ method, route }, reply.elapsedTime / 1000);
    },
    answer(operation, kept) {
      answers.inc({ operation, answer: kept ? 'kept' : 'built' });
    },
  };
}

/** Same token, in a time that does not tell how much of it matched. */
function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface MetricsRouteOptions {
  /** Bearer token of the operators' scraper (env METRICS_TOKEN); without one, /metrics is not served. */
  token: string | undefined;
  /** The text to answer: this process's, or every process's of the deployment (WORKERS > 1). */
  read: () => Promise<string>;
  contentType: string;
}

/**
 * GET /metrics, outside the contract, for a scraper holding the operators' token: metrics name
 * every route and how busy the platform is, which is no one else's business. Without a token set
 * the path does not exist.
 */
export function registerMetricsRoute(app: FastifyInstance, options: MetricsRouteOptions): void {
  app.get('/metrics', async (request, reply) => {
    if (!options.token) throw notFound();
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameToken(given, options.token)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw unauthorized();
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type(options.contentType)
      .send(await options.read());
  });
}
