import { int, optionalInt, optionalString, stringList } from '../model/queryValues.ts';
import { taskInsight } from '../model/task/insight.ts';
import { rerunTask, revokeTask } from '../model/task/repair.ts';
import { listTasks, visibleTask } from '../model/task/tasks.ts';
import { accepted, ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';
import { pageEnvelope, pageRequest } from './kit/pagination.ts';

export const taskHandlers = {
  async listTasks(ctx) {
    const page = await listTasks(
      ctx.services.db,
      ctx.user,
      {
        object: optionalString(ctx.query.object),
        objectClass: optionalString(ctx.query.object_class),
        objectId: optionalInt(ctx.query.object_id),
        datasetId: optionalInt(ctx.query.dataset_id),
        statuses: stringList(ctx.query.status__in),
        actions: stringList(ctx.query.action__in),
        startedFrom: optionalString(ctx.query.start_date__gte),
        startedUntil: optionalString(ctx.query.start_date__lte),
        ordering: ctx.query.ordering,
      },
      ctx.locale,
      (count) => pageRequest(ctx, count),
    );
    return ok(pageEnvelope(ctx, page.slice, page.count, page.rows));
  },

  async getTask(ctx) {
    return ok(await visibleTask(ctx.services.db, ctx.user, int(ctx.params.id), ctx.locale));
  },

  // Extensions of this product (issue 32): a task's insight, its re-run and its stop.
  async getTaskInsight(ctx) {
    const { db, durations } = ctx.services;
    return ok(await taskInsight(db, durations, ctx.user, int(ctx.params.id), ctx.locale));
  },

  async rerunTask(ctx) {
    return accepted(await rerunTask(ctx.services, ctx.user, int(ctx.params.id), ctx.locale));
  },

  async revokeTask(ctx) {
    return accepted(await revokeTask(ctx.services, ctx.user, int(ctx.params.id), ctx.locale));
  },
} satisfies AreaHandlers;
