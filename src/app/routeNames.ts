import type { FileRoutesByTo } from '../routeTree.gen';

/**
 * The route names the shell uses (specification section 2), each bound to its typed route.
 * A rename in src/routes breaks compilation here instead of leaving a dead link.
 */
export const routeNames = {
  Home: '/$locale/home/',
  Data: '/$locale/data/',
  Accounts: '/$locale/accounts/',
  '403Page': '/$locale/access-denied/',
  Groups: '/$locale/accounts/groups/',
  Spheres: '/$locale/accounts/spheres/',
} as const satisfies Record<string, `${keyof FileRoutesByTo}/`>;
