import { useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { runtimeConfig } from '../config/currentConfig';
import { BootActorContext } from '../flows/BootContext';
import { provideBootMachine } from '../flows/boot';
import { inspect } from '../lib/inspection/inspect';
import type { AppRouter } from '../router';
import { currentPlace, loginPageUrl } from '../shell/loginLinks';
import { useGlobalModals } from '../shell/modals/globalModals';
import { LoadingOverlay } from '../ui/LoadingOverlay';

/**
 * Runs the boot flow behind the full-page overlay (the router view stays empty meanwhile), then hands
 * over to the router. A terms-required answer leaves for the terms page with the way back.
 */
export function App({
  router,
  queryClient,
  onStarted,
}: {
  router: AppRouter;
  queryClient: QueryClient;
  /** Called once, when the start has its outcome and the router takes over. */
  onStarted: () => void;
}) {
  const { t, i18n } = useLingui();
  const modals = useGlobalModals();
  const machine = useMemo(
    () =>
      provideBootMachine({
        queryClient,
        closeModals: modals.closeAll,
        // The opened screen's loaders run beside the start (decision 0020); the $locale route leaves its
        // guard to the navigation that follows, once the session is known. `href` (the full address,
        // base path included) takes the place of `to`, which the types ask for all the same.
        prefetchScreen: (returnPath) => void router.preloadRoute({ to: '/', href: returnPath }),
      }),
    [queryClient, modals, router],
  );
  const boot = useActorRef(machine, { input: { returnPath: currentPlace(window.location) }, inspect });
  const state = useSelector(boot, (snapshot) => snapshot);
  const started = useRef(false);
  if (!started.current && (state.matches('ready') || state.matches('signedOut'))) {
    started.current = true;
    onStarted();
  }

  const termsRedirect = state.matches('termsRequired') ? state.context.redirect : null;
  useEffect(() => {
    if (termsRedirect) {
      window.location.assign(loginPageUrl(runtimeConfig(), i18n.locale, 'terms', termsRedirect.returnPath));
    }
  }, [termsRedirect, i18n.locale]);

  if (state.matches('failed')) {
    return (
      <div
        role="alert"
        className="mx-auto mt-24 max-w-lg rounded border border-red-300 bg-red-50 p-6 text-red-950"
      >
        {/* Section 8's default error; the hint says what the person can do about it. */}
        <p className="font-semibold">{t`An error occured`}</p>
        <p className="mt-1">{t`Check your connection and try again.`}</p>
        <button
          type="button"
          onClick={() => boot.send({ type: 'boot.retried' })}
          className="mt-4 rounded bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800"
        >
          {t`Retry`}
        </button>
      </div>
    );
  }
  if (!started.current || termsRedirect) return <LoadingOverlay />;

  return (
    <BootActorContext.Provider value={boot}>
      <RouterProvider router={router} context={{ queryClient, boot }} />
    </BootActorContext.Provider>
  );
}
