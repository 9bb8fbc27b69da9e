import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import bootMachine, { type AuthenticationResult } from '../../machines/boot.machine';
import { configureApi } from '../api/apiSettings';
import { ApiRequestError } from '../api/errors';
import { fetchSession } from '../api/login';
import { takeRuntimeConfig } from '../api/runtimeConfig';
import {
  checkDatastoreAvailable,
  checkMapServerAvailable,
  dataFormatsQuery,
  userGroupStatusesQuery,
  userStatusesQuery,
} from '../api/startRequests';
import { sessionQueryKey } from '../auth/useSession';
import { runtimeConfig, setRuntimeConfig } from '../config/currentConfig';
import { activeLocale } from '../i18n/i18n';

/** What the boot machine asks of the application around it. */
export interface BootSurroundings {
  readonly queryClient: QueryClient;
  readonly closeModals: () => void;
  /** Starts the route loaders of the page being opened (path, query and hash under the base path). */
  readonly prefetchScreen: (returnPath: string) => void;
}

/** The first rejection of settled promises, thrown; nothing when all were fulfilled. */
function throwFirstRejection(results: readonly PromiseSettledResult<unknown>[]): void {
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The boot machine with the real actors: results go to the query cache, the machine keeps what it decides on. */
export function provideBootMachine({ queryClient, closeModals, prefetchScreen }: BootSurroundings) {
  return bootMachine.provide({
    actors: {
      loadConfiguration: fromPromise(async ({ signal }) => {
        const config = await takeRuntimeConfig(signal);
        setRuntimeConfig(config);
        configureApi(config, activeLocale());
        return config;
      }),
      authenticate: fromPromise<AuthenticationResult>(async ({ signal }) => {
        configureApi(runtimeConfig(), activeLocale());
        try {
          const session = await fetchSession(signal);
          queryClient.setQueryData(sessionQueryKey, session);
          return session.userData ? { status: 'signedIn', user: session.userData } : { status: 'signedOut' };
        } catch (error) {
          if (error instanceof ApiRequestError && error.error.kind === 'termsRequired') {
            return { status: 'termsRequired' };
          }
          throw error;
        }
      }),
      // Each start asks again (staleTime 0). Sent before the session is known, so a signed-out
      // person's lists are refused: no retry here (it would hold the overlay a second longer); a
      // screen that needs a list fetches it again.
      loadReferences: fromPromise(async () => {
        const locale = activeLocale();
        const once = { retry: false, staleTime: 0 } as const;
        throwFirstRejection(
          await Promise.allSettled([
            queryClient.fetchQuery({ ...userStatusesQuery(locale), ...once }),
            queryClient.fetchQuery({ ...userGroupStatusesQuery(locale), ...once }),
            queryClient.fetchQuery({ ...dataFormatsQuery(locale), ...once }),
          ]),
        );
      }),
      // A check that got no answer means that service is unavailable; when neither answered, the
      // actor fails, and the machine counts both unavailable all the same.
      checkServices: fromPromise(async ({ signal }) => {
        const [datastore, mapServer] = await Promise.allSettled([
          checkDatastoreAvailable(signal),
          checkMapServerAvailable(signal),
        ]);
        if (datastore.status === 'rejected' && mapServer.status === 'rejected') throw datastore.reason;
        return {
          datastore: datastore.status === 'fulfilled' && datastore.value,
          mapServer: mapServer.status === 'fulfilled' && mapServer.value,
        };
      }),
    },
    actions: {
      closeModals,
      prefetchScreen: (_, params) => prefetchScreen(params.returnPath),
    },
  });
}

export type BootMachine = ReturnType<typeof provideBootMachine>;
