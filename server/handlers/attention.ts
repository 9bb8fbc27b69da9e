import { attentionReport } from '../model/attention/index.ts';
import { int, optionalInt } from '../model/queryValues.ts';
import { acknowledgeTask, parseSources, sourceHealth } from '../model/task/care.ts';
import { ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';

/** This product's extensions of the dashboard (issue 32): what needs attention, acknowledgement, source health. */
export const attentionHandlers = {
  async listAttention(ctx) {
    return ok(
      await attentionReport({
        db: ctx.services.db,
        user: ctx.user,
        locale: ctx.locale,
        limit: optionalInt(ctx.query.limit) ?? 20,
        origin: ctx.origin,
        durations: ctx.services.durations,
      }),
    );
  },

  async acknowledgeTask(ctx) {
    return ok(await acknowledgeTask(ctx.services.db, ctx.user, int(ctx.params.id), ctx.locale));
  },

  async listTaskHealth(ctx) {
    const sources = parseSources(String(ctx.query.objects ?? ''));
    return ok(await sourceHealth(ctx.services.db, ctx.user, sources, optionalInt(ctx.query.runs) ?? 10));
  },
} satisfies AreaHandlers;
