import { enqueueHarvest } from '../indexers/harvestTask.ts';
import { MESSAGES } from '../messages/messages.ts';
import { trialDiff } from '../model/harvest/trialDiff.ts';
import { int, optionalInt } from '../model/queryValues.ts';
import { authoriseScenarioRun } from '../model/task/scenarioRights.ts';
import {
  createIndexer,
  deleteIndexer,
  indexerLog,
  listIndexers,
  managedIndexer,
  updateIndexer,
} from '../model/usergroup/indexers.ts';
import { accepted, created, noContent, ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';
import { pageEnvelope, pageRequest } from './kit/pagination.ts';

export const indexerHandlers = {
  async listRemoteApiIndexes(ctx) {
    return ok(await listIndexers(ctx.services.db, ctx.user, optionalInt(ctx.query.usergroup_id)));
  },

  async createRemoteApiIndex(ctx) {
    return created(await createIndexer(ctx.services.db, ctx.user, ctx.body));
  },

  async getRemoteApiIndex(ctx) {
    return ok(await managedIndexer(ctx.services.db, ctx.user, int(ctx.params.id)));
  },

  async updateRemoteApiIndex(ctx) {
    return ok(await updateIndexer(ctx.services.db, ctx.user, int(ctx.params.id), () => ctx.body));
  },

  async deleteRemoteApiIndex(ctx) {
    await deleteIndexer(ctx.services.db, ctx.user, int(ctx.params.id));
    return noContent();
  },

  async trialRemoteApiIndex(ctx) {
    const indexer = await managedIndexer(ctx.services.db, ctx.user, int(ctx.params.id));
    // The records of the first page compared with their datasets (issue 45); nothing is written.
    const result = await trialDiff(ctx.services.db, ctx.user, ctx.locale, indexer, ctx.services.remote);
    // The reason is written in French where it is raised; the person reads it in their language.
    return ok(
      result.status === 'FAILURE' ? { ...result, err: MESSAGES.translate(ctx.locale, result.err) } : result,
    );
  },

  async runRemoteApiIndex(ctx) {
    const id = int(ctx.params.id);
    await authoriseScenarioRun(ctx.services.db, ctx.user, { kind: 'remoteapiindex', id });
    const queue = ctx.services.taskQueue;
    const task = await enqueueHarvest(queue, ctx.services.db, id, ctx.user.id, 'manual');
    const status = ctx.query.asynchrone === false ? await queue.settled(task.id) : task.status;
    return accepted({ task_id: task.id, status });
  },

  async listRemoteApiIndexLogs(ctx) {
    const id = int(ctx.params.id);
    const page = await indexerLog(ctx.services.db, ctx.user, id, ctx.locale, (n) => pageRequest(ctx, n));
    return ok(pageEnvelope(ctx, page.slice, page.count, page.rows));
  },
} satisfies AreaHandlers;
