import { attentionPage } from '../model/attention/index.ts';
import type { AttentionKind } from '../model/attention/kinds.ts';
import { int, optionalInt, optionalString } from '../model/queryValues.ts';
import { acknowledgeTask, parseSources, sourceHealth } from '../model/task/care.ts';
import { ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';
import { pageEnvelope, pageRequest } from './kit/pagination.ts';

/** This product's extensions of the dashboard (issue 32): what needs attention, acknowledgement, source health. */
export const attentionHandlers = {
  async listAttention(ctx) {
    const page = await attentionPage(
      {
        db: ctx.services.db,
        user: ctx.user,
        locale: ctx.locale,
        limit: 0,
        origin: ctx.origin,
        durations: ctx.services.durations,
      },
      {
        kind: optionalString(ctx.query.kind) as AttentionKind | undefined,
        sliceOf: (count) => pageRequest(ctx, count),
      },
    );
    return ok({
      ...pageEnvelope(ctx, page.slice, page.count, page.entries),
      counts: page.counts,
      folded: page.folded,
    });
  },

  async acknowledgeTask(ctx) {
    return ok(await acknowledgeTask(ctx.services.db, ctx.user, int(ctx.params.id), ctx.locale));
  },

  async listTaskHealth(ctx) {
    const sources = parseSources(String(ctx.query.objects ?? ''));
    return ok(await sourceHealth(ctx.services.db, ctx.user, sources, optionalInt(ctx.query.runs) ?? 10));
  },
} satisfies AreaHandlers;
