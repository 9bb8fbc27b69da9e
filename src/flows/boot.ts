import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import bootMachine, { type AuthenticationResult } from '../../machines/boot.machine';
import { configureApi } from '../api/apiSettings';
import { ApiRequestError } from '../api/errors';
import { fetchSession } from '../api/login';
import { checkDatastoreAvailable, checkMapServerAvailable, dataFormatsQuery } from '../api/resources';
import { takeRuntimeConfig } from '../api/runtimeConfig';
import { userGroupStatusesQuery, userStatusesQuery } from '../api/usergroups';
import { sessionQueryKey } from '../auth/useSession';
import { runtimeConfig, setRuntimeConfig } from '../config/currentConfig';
import { activeLocale } from '../i18n/i18n';

/** The boot machine with the real actors: results go to the query cache, the machine keeps what it decides on. */
export function provideBootMachine(queryClient: QueryClient, closeModals: () => void) {
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
      loadUserStatuses: fromPromise<unknown>(() => queryClient.fetchQuery(userStatusesQuery(activeLocale()))),
      loadUsergroupStatuses: fromPromise<unknown>(() =>
        queryClient.fetchQuery(userGroupStatusesQuery(activeLocale())),
      ),
      loadDataFormats: fromPromise<unknown>(() => queryClient.fetchQuery(dataFormatsQuery(activeLocale()))),
      checkDatastore: fromPromise(({ signal }) => checkDatastoreAvailable(signal)),
      checkMapServer: fromPromise(({ signal }) => checkMapServerAvailable(signal)),
    },
    actions: { closeModals },
  });
}

export type BootMachine = ReturnType<typeof provideBootMachine>;
