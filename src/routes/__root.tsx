import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { BootActor } from '../flows/BootContext';

export type RouterContext = {
  queryClient: QueryClient;
  /** Null only before App hands the router its boot actor. */
  boot: BootActor | null;
};

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});
