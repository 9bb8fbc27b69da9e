import type { HandlerContext } from './context.ts';
import { HttpError } from './errors.ts';

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

export function pageRequest(ctx: HandlerContext): PageRequest {
  const page = typeof ctx.query.page === 'number' ? ctx.query.page : 1;
  const pageSize = typeof ctx.query.page_size === 'number' ? ctx.query.page_size : 20;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

function pageUrl(url: URL, page: number): string {
  const next = new URL(url.toString());
  if (page <= 1) next.searchParams.delete('page');
  else next.searchParams.set('page', String(page));
  return `${next.pathname}${next.search}`;
}

/** `{count, next, previous, results}` with relative URLs of the neighbouring pages; a page past the end is empty. */
export function pageEnvelope<T>(ctx: HandlerContext, request: PageRequest, count: number, results: T[]) {
  const last = Math.max(1, Math.ceil(count / request.pageSize));
  return {
    count,
    next: request.page < last ? pageUrl(ctx.url, request.page + 1) : null,
    previous: request.page > 1 ? pageUrl(ctx.url, request.page - 1) : null,
    results,
  };
}

/**
 * ORDER BY clause from the `ordering` parameter (direction + field, comma-joined). `fields` maps
 * each accepted field name to its SQL expression; `tiebreak` keeps pages stable.
 */
export function orderBy(
  ordering: unknown,
  fields: Record<string, string>,
  fallback: string,
  tiebreak: string,
): string {
  if (typeof ordering !== 'string' || ordering === '') return `order by ${fallback}, ${tiebreak}`;
  const parts = ordering.split(',').map((item) => {
    const descending = item.startsWith('-');
    const name = descending ? item.slice(1) : item;
    const expression = fields[name];
    if (!expression) {
      throw new HttpError(400, {
        ordering: [`Unknown ordering field '${name}'. Accepted: ${Object.keys(fields).join(', ')}.`],
      });
    }
    return `${expression} ${descending ? 'desc' : 'asc'} nulls last`;
  });
  return `order by ${parts.join(', ')}, ${tiebreak}`;
}
