import { exportPage } from '../model/dcat/catalogue.ts';
import { type DcatSyntax, MEDIA_TYPES } from '../model/dcat/serialise.ts';
import type { HandlerContext } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';
import { invalidPage } from './kit/pagination.ts';

/*
 * The DCAT-AP export (issue 51): `/{locale}/dataset/dcat/catalog/`, for harvesters. The syntax is
 * `format` when given, else what `Accept` prefers of Turtle and JSON-LD (JSON-LD when it names
 * neither). Anonymous answers may be kept a few minutes by shared caches, a session's by none.
 */

/** Turtle only when the client asks for it above JSON-LD (q-values read, `*\/*` is no preference). */
export function syntaxOf(format: unknown, accept: string | undefined): DcatSyntax {
  if (format === 'ttl' || format === 'jsonld') return format;
  const weights = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [type, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(type?.trim() ?? '', q ? Number(q.slice(2)) || 0 : 1);
  }
  const turtle = weights.get('text/turtle') ?? 0;
  const json = Math.max(weights.get('application/ld+json') ?? 0, weights.get('application/json') ?? 0);
  return turtle > 0 && turtle > json ? 'ttl' : 'jsonld';
}

const cacheOf = (ctx: HandlerContext): string =>
  ctx.auth.user ? 'private, no-cache' : 'public, max-age=300';

export const dcatHandlers = {
  async getDcatCatalogue(ctx) {
    const syntax = syntaxOf(ctx.query.format, ctx.req.headers.accept);
    const body = await exportPage(ctx.services.db, {
      user: ctx.auth.user,
      baseUrl: `${ctx.origin}/${ctx.locale}`,
      host: ctx.url.host,
      page: ctx.query.page ?? 1,
      syntax,
      uploadsDir: ctx.services.uploadsDir,
    });
    // As the platform's other lists: a page past the last is Django REST framework's 404.
    if (body === null) throw invalidPage();
    return {
      status: 200,
      raw: body,
      contentType: `${MEDIA_TYPES[syntax]}; charset=utf-8`,
      headers: { 'Cache-Control': cacheOf(ctx), Vary: 'Accept, Cookie, Authorization' },
    };
  },
} satisfies AreaHandlers;
