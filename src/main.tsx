import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { prefetchRuntimeConfig } from './api/runtimeConfig';
import { App } from './app/App';
import { createChunkLoadWatchdog } from './app/chunkLoadWatchdog';
import { createQueryClient } from './app/globalApiErrors';
import { preloadRouteCode } from './app/preloadRouteCode';
import { wireRouterEvents } from './app/routerEvents';
import { normaliseBrowserLocation } from './app/trailingSlash';
import type { UserSession } from './auth/session';
import { sessionQueryKey } from './auth/useSession';
import { runtimeConfig } from './config/currentConfig';
import { activateLocale, activeLocale, i18n } from './i18n/i18n';
import { isLocale } from './i18n/locales';
import { createAppRouter } from './router';
import { preloadBreadcrumb } from './shell/breadcrumb/Breadcrumb';
import { currentPlace, loginPageUrl } from './shell/loginLinks';
import { GlobalModalsProvider } from './shell/modals/globalModals';
import { watchSessionEnd } from './ui/form/drafts/sessionEnd';
import './index.css';

normaliseBrowserLocation(window.location, window.history);
prefetchRuntimeConfig();
// Reads sent before the session is known (the start's and the opened screen's, at once: decision 0020)
// are refused for a signed-out person. Such a 403 leads nowhere: once the session is known the route
// guard decides, and a screen that shows the data asks for it again.
let sessionKnown = false;
/**
 * The 403 page. For a refused read it replaces the screen, as the route guard's and the not-found page
 * do: Back then returns to the page before it, not to a screen that would be refused again. (Pushed, a
 * read of the opened screen refused just as the guard redirected left that screen in the history, and
 * Back led to the 403 page again.) For a refused change it is pushed, so Back returns to the form and
 * its draft.
 */
const showForbiddenPage = ({ replace }: { replace: boolean }) => {
  if (!sessionKnown) return;
  void router.navigate({ to: '/$locale/access-denied/', params: { locale: activeLocale() }, replace });
};
// Replaced, as an unknown path is: Back returns to the page that linked to the missing object.
const showNotFoundPage = () => {
  void router.navigate({ to: '/$locale/not-found/', params: { locale: activeLocale() }, replace: true });
};
const queryClient = createQueryClient({
  i18n,
  showForbiddenPage: () => showForbiddenPage({ replace: true }),
  showNotFoundPage,
});
const router = createAppRouter(queryClient);
preloadRouteCode(router, router.state.location.pathname);
void preloadBreadcrumb(router.state.location.pathname);
wireRouterEvents(router, createChunkLoadWatchdog());
watchSessionEnd({
  signedInAs: () => queryClient.getQueryData<UserSession>(sessionQueryKey)?.userData?.username ?? null,
  leaveForSignIn: () =>
    window.location.assign(
      loginPageUrl(runtimeConfig(), activeLocale(), 'signin', currentPlace(window.location)),
    ),
  showForbiddenPage: () => showForbiddenPage({ replace: false }),
});

// Lingui's provider renders nothing until a locale is active: activate the URL's locale first.
// A promise, not a top-level await: with one, the bundler turns its chunk optimisations off and the
// first screen then loads some fifty small files instead of a few (issue 18).
const urlLocale = window.location.pathname.split('/')[2];
void activateLocale(isLocale(urlLocale) ? urlLocale : 'fr').then(render);

function render() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // No StrictMode (decision 0029): its development double mount restarts the actors of useActorRef, and the
  // boot machine would then receive the abort of its first configuration request as a failure.
  createRoot(root).render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <GlobalModalsProvider>
          <App
            router={router}
            queryClient={queryClient}
            onStarted={() => {
              sessionKnown = true;
            }}
          />
        </GlobalModalsProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}
