import { afterAll, beforeAll, expect } from 'vitest';
import { Fixtures, unique } from '../../../../tests/contract/support/fixtures.ts';
import {
  type Client,
  clientFor,
  contractDrifts,
  startServer,
  type TestServer,
} from '../../../../tests/contract/support/server.ts';
import type { AppOptions } from '../../../app.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import type { AttentionItem, AttentionReport } from '../kinds.ts';

/** What the tests of "needs attention", acknowledgement and source health share: a server on the seed, rows written directly. */
export interface Kit {
  server: TestServer;
  f: Fixtures;
  /** A producteur (role 1) of the CTG only: another organisation than the seed's producteur (CACL, OEG). */
  ctgProducteur: Client;
}

export function startKit(options: Partial<AppOptions> = {}): Kit {
  // Filled by beforeAll: the tests read it only once it has run.
  const kit = {} as Kit;
  beforeAll(async () => {
    kit.server = await startServer({ worker: false, schedulerIntervalMs: 0, ...options });
    kit.f = await Fixtures.create(kit.server);
    const username = unique('producteur-ctg');
    const [user] = await kit.server.app.db.query<{ id: number }>(
      `insert into app_user (username, first_name, last_name, email, password_hash, terms_accepted_at)
       values ($1, 'Pia', 'Autre', $2, $3, now()) returning id`,
      [username, `${username}@example.org`, await hashPassword(username)],
    );
    await kit.server.app.db.query(
      'insert into membership (usergroup_id, user_id, role, status) values ($1, $2, 1, 2)',
      [kit.f.ids.ctg, user?.id],
    );
    kit.ctgProducteur = await clientFor(kit.server, username);
  });
  afterAll(async () => {
    expect(contractDrifts(kit.server)).toEqual([]);
    await kit.server.close();
  });
  return kit;
}

export interface TaskRow {
  status?: string;
  action?: string;
  objectClass?: string;
  objectId: number;
  group: number;
  /** Seconds ago it was queued, started and ended (null: not yet). */
  createdAgo?: number;
  startedAgo?: number | null;
  endedAgo?: number | null;
  errors?: string[];
  createdBy?: number | null;
  datasetId?: number | null;
}

/** Inserts a task as the worker leaves it; answers its id. */
export async function insertTask(kit: Kit, row: TaskRow): Promise<number> {
  const [task] = await kit.server.app.db.query<{ id: number }>(
    `insert into task (status, action, object_class, object_id, object_display, usergroup_id, created_by, dataset_id,
       created_at, start_date, end_date, errors)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(secs => $9),
       now() - make_interval(secs => $10), now() - make_interval(secs => $11), $12::jsonb) returning id`,
    [
      row.status ?? 'FAILURE',
      row.action ?? 'update',
      row.objectClass ?? 'resource',
      row.objectId,
      `Objet ${row.objectId}`,
      row.group,
      row.createdBy ?? null,
      row.datasetId ?? null,
      row.createdAgo ?? 120,
      row.startedAgo === undefined ? 100 : row.startedAgo,
      row.endedAgo === undefined ? 60 : row.endedAgo,
      JSON.stringify(row.errors ?? ['Échec.']),
    ],
  );
  if (!task) throw new Error('no task inserted');
  return task.id;
}

/** GET /dashboard/attention/ as `client` (200 expected): a page of 1000 entries, of one kind if given. */
export async function attention(
  client: Client,
  locale = 'fr',
  kind?: AttentionItem['kind'],
): Promise<AttentionReport> {
  const answer = await client.request<AttentionReport>('GET', `/${locale}/dashboard/attention/`, {
    query: kind ? { page_size: 1000, kind } : { page_size: 1000 },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The reasons of `kind` of every entry of the report. */
export const itemsOf = (report: AttentionReport, kind: AttentionItem['kind']): AttentionItem[] =>
  report.results.flatMap((entry) => entry.reasons).filter((item) => item.kind === kind);
