import { HttpError } from '../../messages/errors.ts';
import { absoluteUrl } from '../../model/common.ts';
import type { HandlerContext } from './context.ts';

/**
 * Pagination and ordering as Django REST framework's `PageNumberPagination` and `OrderingFilter`
 * do them (rest_framework/pagination.py, filters.py), because the platform's clients rely on it:
 * `page` is a number from 1 or `last`, any other page answers 404 "Invalid page."; `page_size` is
 * clamped to 1000 and an unusable one means the default; `next`/`previous` are absolute URLs.
 */
export const MAX_PAGE_SIZE = 1000;
const DEFAULT_PAGE_SIZE = 20;

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

export const invalidPage = (): HttpError => new HttpError(404, { detail: 'Invalid page.' });

/** A positive integer written in decimal digits (`'3'`, 3), null for anything else. */
function positiveInteger(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d+$/.test(text.trim())) return null;
  const number = Number(text.trim());
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}

/** `page_size`: the operation's default when absent or unusable, at most `max`. */
function pageSizeOf(ctx: HandlerContext, max: number): number {
  const parameter = ctx.operation.parameters.find((p) => p.in === 'query' && p.name === 'page_size');
  const fallback = positiveInteger(parameter?.defaultValue) ?? DEFAULT_PAGE_SIZE;
  const asked = positiveInteger(ctx.query.page_size);
  return asked === null ? fallback : Math.min(asked, max);
}

/**
 * The page asked for, once the number of results (`count`) is known: `last` is the last page, a
 * number past it (or 0, or not a number) answers 404 "Invalid page.". Page 1 always exists, even
 * of an empty list. `max` is the largest page the operation serves (its contract says so).
 */
export function pageRequest(ctx: HandlerContext, count: number, max = MAX_PAGE_SIZE): PageRequest {
  const pageSize = pageSizeOf(ctx, max);
  const last = Math.max(1, Math.ceil(count / pageSize));
  const asked = ctx.query.page;
  // An empty `page` is page 1, as DRF's `query_params.get('page') or 1`.
  const page = asked === undefined || asked === '' ? 1 : asked === 'last' ? last : positiveInteger(asked);
  if (page === null || page > last) throw invalidPage();
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** The absolute URL of another page of the same list, with the same query otherwise. */
function pageUrl(ctx: HandlerContext, page: number): string {
  const next = new URL(ctx.url.toString());
  if (page <= 1) next.searchParams.delete('page');
  else next.searchParams.set('page', String(page));
  return absoluteUrl(ctx.origin, `${next.pathname}${next.search}`) as string;
}

/** `{count, next, previous, results}`; `next` and `previous` are absolute URLs, null at the ends. */
export function pageEnvelope<T>(ctx: HandlerContext, request: PageRequest, count: number, results: T[]) {
  const last = Math.max(1, Math.ceil(count / request.pageSize));
  return {
    count,
    next: request.page < last ? pageUrl(ctx, request.page + 1) : null,
    previous: request.page > 1 ? pageUrl(ctx, request.page - 1) : null,
    results,
  };
}
