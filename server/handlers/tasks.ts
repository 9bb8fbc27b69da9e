import { int, ok, optionalInt, optionalString, stringList } from '../http/context.ts';
import type { AreaHandlers } from '../http/operation.ts';
import { pageEnvelope, pageRequest } from '../http/pagination.ts';
import { listTasks, visibleTask } from '../model/tasks.ts';

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
} satisfies AreaHandlers;
