import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    basepath: '/publish',
    trailingSlash: 'always',
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Anchors are scrolled to by src/app/scrollToHash, which also waits for late elements.
    defaultHashScrollIntoView: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
