import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { NotFoundView } from './shell/NotFoundView';
import { RouteError } from './shell/RouteError';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    basepath: '/publish',
    trailingSlash: 'always',
    // The boot actor joins the context when App renders the router, after the first authentication.
    context: { queryClient, boot: null },
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Anchors are scrolled to by src/app/scrollToHash, which also waits for late elements.
    defaultHashScrollIntoView: false,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundView,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
