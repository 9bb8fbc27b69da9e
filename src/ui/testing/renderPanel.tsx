import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { jsonResponse, testQueryClient } from '../../api/testing/fakeApi';
import { GlobalModalsProvider } from '../../shell/modals/globalModals';

/**
 * Renders a panel as the detail screen does: English messages, a query client without retries, the
 * global modals (confirmations) and a router under /publish/ so that links get their real addresses.
 * `notFound` stands for the application's not-found page, for a screen that shows it.
 */
export async function renderPanel(ui: ReactElement, { notFound }: { notFound?: () => ReactElement } = {}) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const queryClient = testQueryClient();
  const rootRoute = createRootRoute({
    component: () => (
      <GlobalModalsProvider>
        {ui}
        <Outlet />
      </GlobalModalsProvider>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    basepath: '/publish',
    trailingSlash: 'always',
    // The panel is the whole page: the router's own outlet has nothing to show.
    defaultNotFoundComponent: notFound ?? (() => null),
    history: createMemoryHistory({ initialEntries: ['/publish/'] }),
  });
  await router.load();
  const user = userEvent.setup();
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, user, queryClient };
}

type Reply = { status?: number; body?: unknown };
type Handler = (request: Request, body: unknown) => Reply | undefined;

/**
 * A fake server for fakeApi: the first handler keyed 'METHOD path' (path without the /fr prefix and
 * the query) answers; unknown requests answer 404 so a test notices them.
 */
export function routes(table: Record<string, Reply | Handler>) {
  return async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/[a-z]{2}\//, '/');
    const entry = table[`${request.method} ${path}`];
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body = text ? JSON.parse(text) : undefined;
    const reply = typeof entry === 'function' ? entry(request, body) : entry;
    if (!reply) return jsonResponse({ detail: `No fake for ${request.method} ${path}` }, 404);
    return jsonResponse(reply.body ?? {}, reply.status ?? 200);
  };
}
