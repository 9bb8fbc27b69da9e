import type { RuntimeConfig } from '../config/runtimeConfig';
import { apiLocaleFor } from '../config/runtimeConfig';

type Page = 'signin' | 'profile' | 'signout' | 'terms';

/**
 * Pages of the separate login service. `next` brings the person back where they were, hash included
 * (specification section 2: profile and sign-in links carry the current path and hash).
 */
export function loginPageUrl(config: RuntimeConfig, uiLocale: string, page: Page, next: string): string {
  const root = config.apiRoot.replace(/\/$/, '');
  const login = config.basePaths.login.replace(/^\/?/, '/').replace(/\/?$/, '/');
  return `${root}/${apiLocaleFor(uiLocale, config)}${login}${page}/?next=${encodeURIComponent(next)}`;
}

/** The current place in the application, as a `next` value. */
export function currentPlace(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
