import { managedGroups, requireDataUser, requireManager } from '../auth/permissions.ts';
import type { Queryable } from '../db/database.ts';
import { Params } from '../db/params.ts';
import { MESSAGES } from '../http/catalogue/index.ts';
import {
  accepted,
  created,
  type HandlerContext,
  type HandlerMap,
  int,
  noContent,
  ok,
  optionalInt,
} from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { pageEnvelope, pageRequest } from '../http/pagination.ts';
import { enqueueHarvest } from '../indexers/harvestTask.ts';
import { runTrial } from '../indexers/trial.ts';
import { checkExists, checkReferences, isoRequired, one } from '../model/common.ts';

interface IndexerRow {
  id: number;
  type: number;
  implementation_type: string;
  name: string;
  description: string | null;
  url: string;
  command: string;
  scheduler: number;
  organisation_filter: string | null;
  url_pattern: string | null;
  usergroup_id: number;
  last_harvest: Record<string, unknown> | null;
}

// The indexer's last finished run and what it did (its counts, kept with the task by
// server/worker/jobs/harvest.ts; null for a run that failed before reading the catalogue).
const LAST_HARVEST = `(select jsonb_build_object('task_id', k.id, 'status', k.status, 'finished_at', k.end_date,
    'counts', k.data->'harvest')
  from task k where k.object_class = 'remoteapiindex' and k.object_id = i.id and k.action = 'harvest'
    and k.status in ('SUCCESS', 'FAILURE')
  order by k.id desc limit 1) as last_harvest`;

const INDEXER_SELECT = `select i.id, i.type, t.implementation_type, i.name, i.description, i.url, i.command, i.scheduler,
  i.organisation_filter, i.url_pattern, i.usergroup_id, ${LAST_HARVEST}
  from remote_api_index i join remote_api_index_type t on t.id = i.type`;

async function indexerFor(ctx: HandlerContext): Promise<IndexerRow> {
  const indexer = await one<IndexerRow>(ctx.services.db, `${INDEXER_SELECT} where i.id = $1`, [
    int(ctx.params.id),
  ]);
  requireManager(ctx.user, indexer.usergroup_id);
  return indexer;
}

interface IndexerInput {
  type?: number;
  name: string;
  description?: string | null;
  url: string;
  command: string;
  scheduler: number;
  organisation_filter?: string | null;
  url_pattern?: string | null;
  usergroup_id?: number;
}

async function checkIndexerInput(
  ctx: HandlerContext,
  db: Queryable,
  input: IndexerInput,
  current: IndexerRow | null,
) {
  await checkExists(db, 'remote_api_index_type', 'type', input.type);
  await checkReferences(db, 'scheduler', 'scheduler', input.scheduler);
  let usergroup = input.usergroup_id ?? current?.usergroup_id;
  if (usergroup === undefined) {
    const groups = managedGroups(ctx.user);
    if (groups.length !== 1) throw new HttpError(400, { usergroup_id: ['This field is required.'] });
    usergroup = groups[0];
  }
  await checkExists(db, 'usergroup', 'usergroup_id', usergroup);
  requireManager(ctx.user, usergroup);
  const [firstType] = await db.query<{ id: number }>(
    'select id from remote_api_index_type order by id limit 1',
  );
  return { usergroup: usergroup as number, type: input.type ?? current?.type ?? firstType?.id ?? 1 };
}

export const indexerHandlers: HandlerMap = {
  async listRemoteApiIndexes(ctx) {
    const user = ctx.user;
    requireDataUser(user);
    const q = new Params();
    const where: string[] = [];
    if (!user.is_superuser) where.push(`i.usergroup_id = any(${q.p(managedGroups(user))}::int[])`);
    const usergroupId = optionalInt(ctx.query.usergroup_id);
    if (usergroupId !== undefined) where.push(`i.usergroup_id = ${q.p(usergroupId)}`);
    const rows = await ctx.services.db.query<IndexerRow>(
      `${INDEXER_SELECT} ${where.length ? `where ${where.join(' and ')}` : ''} order by f_unaccent(i.name), i.id`,
      q.values,
    );
    return ok(rows);
  },

  async createRemoteApiIndex(ctx) {
    const db = ctx.services.db;
    const input = ctx.body as IndexerInput;
    const { usergroup, type } = await checkIndexerInput(ctx, db, input, null);
    const [row] = await db.query<{ id: number }>(
      `insert into remote_api_index (type, name, description, url, command, scheduler, organisation_filter, url_pattern, usergroup_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [
        type,
        input.name,
        input.description ?? null,
        input.url,
        input.command,
        input.scheduler,
        input.organisation_filter ?? null,
        input.url_pattern ?? null,
        usergroup,
      ],
    );
    return created(await one(db, `${INDEXER_SELECT} where i.id = $1`, [row?.id ?? 0]));
  },

  async getRemoteApiIndex(ctx) {
    return ok(await indexerFor(ctx));
  },

  async updateRemoteApiIndex(ctx) {
    const db = ctx.services.db;
    const current = await indexerFor(ctx);
    const input = ctx.body as IndexerInput;
    const { usergroup, type } = await checkIndexerInput(ctx, db, input, current);
    await db.query(
      `update remote_api_index set type = $1, name = $2, description = $3, url = $4, command = $5, scheduler = $6,
         organisation_filter = $7, url_pattern = $8, usergroup_id = $9,
         next_run_at = case when scheduler = $6 then next_run_at end where id = $10`,
      [
        type,
        input.name,
        input.description ?? null,
        input.url,
        input.command,
        input.scheduler,
        input.organisation_filter ?? null,
        input.url_pattern ?? null,
        usergroup,
        current.id,
      ],
    );
    return ok(await one(db, `${INDEXER_SELECT} where i.id = $1`, [current.id]));
  },

  async deleteRemoteApiIndex(ctx) {
    const indexer = await indexerFor(ctx);
    await ctx.services.db.query('delete from remote_api_index where id = $1', [indexer.id]);
    return noContent();
  },

  async trialRemoteApiIndex(ctx) {
    const result = await runTrial(await indexerFor(ctx), ctx.services.remote);
    // The reason is written in French where it is raised; the person reads it in their language.
    return ok(
      result.status === 'FAILURE' ? { ...result, err: MESSAGES.translate(ctx.locale, result.err) } : result,
    );
  },

  async runRemoteApiIndex(ctx) {
    const indexer = await indexerFor(ctx);
    const queue = ctx.services.taskQueue;
    const task = await enqueueHarvest(queue, ctx.services.db, indexer.id, ctx.user.id, 'manual');
    const status = ctx.query.asynchrone === false ? await queue.settled(task.id) : task.status;
    return accepted({ task_id: task.id, status });
  },

  async listRemoteApiIndexLogs(ctx) {
    const indexer = await indexerFor(ctx);
    const db = ctx.services.db;
    const [count] = await db.query<{ n: number }>(
      'select count(*)::int as n from indexer_log where indexer_id = $1',
      [indexer.id],
    );
    const request = pageRequest(ctx, count?.n ?? 0);
    const rows = await db.query<{
      id: number;
      date: Date;
      level: string;
      message: string;
      task_id: number | null;
    }>(
      'select id, date, level, message, task_id from indexer_log where indexer_id = $1 order by date desc, id desc limit $2 offset $3',
      [indexer.id, request.pageSize, request.offset],
    );
    return ok(
      pageEnvelope(
        ctx,
        request,
        count?.n ?? 0,
        rows.map((row) => ({
          ...row,
          date: isoRequired(row.date),
          message: MESSAGES.translate(ctx.locale, row.message),
        })),
      ),
    );
  },
};
