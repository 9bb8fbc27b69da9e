import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { configureApi } from '../../api/apiSettings';
import { decideRoute } from '../../auth/access';
import { signedOut, type UserSession } from '../../auth/session';
import { sessionQueryKey } from '../../auth/useSession';
import { runtimeConfig } from '../../config/currentConfig';
import { useIsAuthenticating } from '../../flows/BootContext';
import { authenticateOnLocaleEntry } from '../../flows/revalidateSession';
import { activateLocale } from '../../i18n/i18n';
import { defaultLocale, isLocale, pathWithoutInvalidLocale } from '../../i18n/locales';
import { leaveApplicationFor } from '../../lib/leaveApplication';
import { AppShell } from '../../shell/AppShell';
import { preloadBreadcrumb } from '../../shell/breadcrumb/Breadcrumb';
import { loginPageUrl } from '../../shell/loginLinks';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { isStartPrefetch } from '../../ui/list/startPrefetch';

export const Route = createFileRoute('/$locale')({
  beforeLoad: async ({ params, location, context, preload }) => {
    // A locale typed in capitals (`/publish/EN/…`) is that locale: the same path in lower case.
    const lowerCase = params.locale.toLowerCase();
    if (lowerCase !== params.locale && isLocale(lowerCase, runtimeConfig().supportedLocales)) {
      throw redirect({
        to: '/$locale/$/',
        params: { locale: lowerCase, _splat: pathAfterLocale(location.pathname) },
        search: true,
        hash: location.hash,
        replace: true,
      });
    }
    if (!isLocale(params.locale, runtimeConfig().supportedLocales)) {
      throw redirect({
        to: '/$locale/$/',
        params: {
          locale: defaultLocale,
          _splat: pathWithoutInvalidLocale(location.pathname.replace(/^\/publish/, '')),
        },
        search: true,
        hash: location.hash,
        replace: true,
      });
    }
    void preloadBreadcrumb(location.pathname);
    await activateLocale(params.locale);
    configureApi(runtimeConfig(), params.locale);
    // The start's own prefetch of the opened screen (decision 0020): the session is not known yet, so
    // the loaders only fill the cache; the navigation that follows the start runs the guard below.
    if (isStartPrefetch({ preload, context })) return;
    const here = `/publish${location.href}`;
    if (context.boot) await authenticateOnLocaleEntry(context.boot, params.locale, here);

    // One guard for every screen: the access rules of section 6 and decision 0003.
    const session = context.queryClient.getQueryData<UserSession>(sessionQueryKey) ?? signedOut;
    const decision = decideRoute(location.pathname, session.userData);
    if (decision === 'signIn') {
      await leaveApplicationFor(loginPageUrl(runtimeConfig(), params.locale, 'signin', here));
    }
    if (decision === 'forbidden') {
      throw redirect({ to: '/$locale/access-denied/', params: { locale: params.locale }, replace: true });
    }
  },
  // The breadcrumb is not in the entry (issue 49, bench measure 1): a screen that has one waits for
  // it as it waits for its own code, fetched beside it since beforeLoad.
  loader: ({ location }) => preloadBreadcrumb(location.pathname),
  component: LocaleLayout,
});

/** The path after the base path and the locale segment ('' for the locale's root). */
function pathAfterLocale(pathname: string): string {
  return pathname
    .replace(/^\/publish/, '')
    .split('/')
    .filter(Boolean)
    .slice(1)
    .join('/');
}

function LocaleLayout() {
  // While the session is authenticated again, the router view is empty behind the overlay.
  const authenticating = useIsAuthenticating();
  return <AppShell>{authenticating ? <LoadingOverlay /> : <Outlet />}</AppShell>;
}
