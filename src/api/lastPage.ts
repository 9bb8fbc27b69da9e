import type { Middleware } from 'openapi-fetch';

/**
 * A page past the last one answers 404 "Invalid page." (Django REST framework's pagination, as the
 * platform does). The tables ask for such a page when rows vanished meanwhile (the last row of the
 * last page deleted, a bookmarked page of a list that shrank): they expect the count back to show
 * the last page that exists. So a list read that meets it is asked again for `page=last`, and the
 * table, seeing the count, moves to that page.
 */
// The backend answers in the request's language, as Django translates DRF's message.
const INVALID_PAGE = new Set(['Invalid page.', 'Page non valide.', 'Pagina non valida.']);

export function lastPageMiddleware(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Middleware {
  return {
    async onResponse({ request, response }) {
      if (request.method !== 'GET' || response.status !== 404) return undefined;
      const url = new URL(request.url);
      const page = url.searchParams.get('page');
      if (page === null || !/^\d+$/.test(page) || Number(page) <= 1) return undefined;
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      const detail = (body as { detail?: unknown } | null)?.detail;
      if (typeof detail !== 'string' || !INVALID_PAGE.has(detail)) return undefined;
      url.searchParams.set('page', 'last');
      return fetchImpl(new Request(url, request));
    },
  };
}
