import type { SessionUser } from './session';

/** Role numbers of specification section 9. */
export const ROLE_DATA_ACCESS = 1;
export const ROLE_ACCOUNT_ADMINISTRATION = 2;

function highestRole(user: SessionUser): number {
  return user.usergroup_roles.reduce((highest, { role }) => Math.max(highest, role), 0);
}

function hasRole(user: SessionUser, predicate: (role: number) => boolean): boolean {
  return user.usergroup_roles.some(({ role }) => predicate(role));
}

/**
 * The access rules of specification section 6, the one place that decides every route and menu:
 * - a superuser sees everything;
 * - a path containing 'account' needs a group role of 2 (account administration);
 * - a path containing 'data' needs a group role of 1 or higher;
 * - any other path is open to whoever may be on the page.
 * `null` is a signed-out person: the guarded paths are closed to them.
 */
export function canAccess(path: string, user: SessionUser | null): boolean {
  const needsAccounts = path.includes('account');
  const needsData = path.includes('data');
  if (!needsAccounts && !needsData) return true;
  if (!user) return false;
  if (user.is_superuser) return true;
  if (needsAccounts && !hasRole(user, (role) => role === ROLE_ACCOUNT_ADMINISTRATION)) return false;
  if (needsData && highestRole(user) < ROLE_DATA_ACCESS) return false;
  return true;
}

/**
 * Project decision beyond section 6 (docs/decisions/0003-access-beyond-section-6.md): the guarded
 * paths, jurisdictions and logs need a signed-in person; signed out, they lead to the sign-in page.
 */
export function requiresSignIn(path: string): boolean {
  return ['account', 'data', 'jurisdictions', 'logs'].some((part) => path.includes(part));
}

export type RouteDecision = 'allowed' | 'signIn' | 'forbidden';

export function decideRoute(path: string, user: SessionUser | null): RouteDecision {
  if (!user && requiresSignIn(path)) return 'signIn';
  return canAccess(path, user) ? 'allowed' : 'forbidden';
}
