import { access, constants } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

/** Longest wait for the database's answer before readiness says it failed. */
export const READY_DATABASE_TIMEOUT_MS = 2_000;

export interface HealthOptions {
  db: Database;
  /** Folders the server must be able to write (the data folder, its uploads). */
  writableDirs: readonly string[];
}

/** `select 1` within READY_DATABASE_TIMEOUT_MS. */
async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.query('select 1').then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

async function writable(dirs: readonly string[]): Promise<boolean> {
  try {
    await Promise.all(dirs.map((dir) => access(dir, constants.W_OK)));
    return true;
  } catch {
    return false;
  }
}

/**
 * Liveness and readiness for a process manager or an orchestrator, outside the OpenAPI contract
 * (they are not OneGeo's API, as the login pages are not): live while the process answers; ready
 * while the database answers and the data folder can be written, 503 naming the failed check
 * otherwise. Neither needs a session, and neither says more than ok or failed.
 */
export function registerHealth(app: FastifyInstance, options: HealthOptions): void {
  app.get('/health/live', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'live' }),
  );
  app.get('/health/ready', async (_request, reply) => {
    const [database, dataFolder] = await Promise.all([
      databaseAnswers(options.db),
      writable(options.writableDirs),
    ]);
    const ready = database && dataFolder;
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({
        status: ready ? 'ready' : 'unavailable',
        checks: { database: database ? 'ok' : 'failed', data_folder: dataFolder ? 'ok' : 'failed' },
      });
  });
}
