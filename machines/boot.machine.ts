import { assign, fromPromise, setup } from 'xstate';

/**
 * Application start, behind the full-page overlay: load the runtime configuration, then all at once
 * (one round of requests, decision 0020): close the modals, authenticate the session, load the
 * reference lists the shell needs (user statuses, usergroup statuses, resource data formats), check
 * whether the datastore and the map server answer, and start the opened screen's own data; when the
 * session, the lists and the checks are done, the overlay goes. Signed out is a valid end (the header
 * offers to sign in). A terms-required answer ends the machine at once with the redirect to the terms
 * page and the path to come back to, hash included. Entering a locale route starts again
 * (`session.revalidate`), which also reloads the locale-dependent reference lists.
 */

/** The signed-in person, as the login service describes them (src/auth/session.ts has the same shape). */
export interface SessionUser {
  readonly id: number;
  readonly username: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly is_superuser: boolean;
  readonly usergroup_roles: ReadonlyArray<{ readonly role: number }>;
}

/** What the login service answered. */
export type AuthenticationResult =
  | { readonly status: 'signedIn'; readonly user: SessionUser }
  | { readonly status: 'signedOut' }
  | { readonly status: 'termsRequired' };

export type BootErrorCode = 'configurationUnavailable' | 'sessionUnavailable';

export type CheckedService = 'datastore' | 'mapServer';

export interface TermsRedirect {
  readonly to: 'terms';
  /** Path, query and hash of the page to come back to after accepting the terms. */
  readonly returnPath: string;
}

export interface BootContext {
  /** The page being opened (path, query and hash), for the terms redirect. */
  readonly returnPath: string;
  readonly user: SessionUser | null;
  /** Whether each service answered its availability check; null until checked. */
  readonly services: { readonly [service in CheckedService]: boolean | null };
  readonly redirect: TermsRedirect | null;
  readonly error: { readonly code: BootErrorCode; readonly cause: unknown } | null;
}

export type BootEvent =
  /** A locale route was entered: authenticate again, with the page being opened. */
  | { type: 'session.revalidate'; returnPath: string }
  /** The person asks to start again after a failure. */
  | { type: 'boot.retried' };

export interface BootInput {
  readonly returnPath: string;
}

export interface BootOutput {
  readonly redirect: TermsRedirect | null;
}

/** The availability of each checked service, as its check found it. */
export type ServiceAvailability = { readonly [service in CheckedService]: boolean };

export default setup({
  types: {
    context: {} as BootContext,
    events: {} as BootEvent,
    input: {} as BootInput,
    output: {} as BootOutput,
  },
  actors: {
    /** Fetches the runtime configuration file and installs it (API root, base paths, services). */
    loadConfiguration: fromPromise<unknown>(async () => {
      throw new Error('loadConfiguration not provided');
    }),
    /** GET login session; 401 is `signedOut`, the terms-required code is `termsRequired`. */
    authenticate: fromPromise<AuthenticationResult>(async () => {
      throw new Error('authenticate not provided');
    }),
    /**
     * Loads the reference lists (user statuses, usergroup statuses, resource data formats) into the
     * query cache, all at once; the machine only waits for them. A list that fails is left to the
     * screens that need it, which fetch it again and show the error.
     */
    loadReferences: fromPromise<void>(async () => {
      throw new Error('loadReferences not provided');
    }),
    /**
     * HEAD datastores/databases/ and HEAD on the map server's availability endpoint, at once: whether
     * each answered with a success status (a request that got no answer counts as unavailable).
     */
    checkServices: fromPromise<ServiceAvailability>(async () => {
      throw new Error('checkServices not provided');
    }),
  },
  actions: {
    /** Closes the confirmation and progress modals; src/flows provides it. */
    closeModals: () => {},
    /**
     * Starts the requests of the screen the page opens (its route loaders) beside the start's own, so
     * that the screen renders from the cache as the overlay goes; src/flows provides it.
     */
    prefetchScreen: (_, _params: { returnPath: string }) => {},
    storeReturnPath: assign((_, params: { returnPath: string }) => ({ returnPath: params.returnPath })),
    clearSession: assign({ user: null, services: { datastore: null, mapServer: null } }),
    storeSession: assign((_, params: { result: AuthenticationResult }) => ({
      user: params.result.status === 'signedIn' ? params.result.user : null,
    })),
    storeTermsRedirect: assign(({ context }) => ({
      user: null,
      redirect: { to: 'terms' as const, returnPath: context.returnPath },
    })),
    storeAvailability: assign((_, params: { services: ServiceAvailability }) => ({
      services: { datastore: params.services.datastore, mapServer: params.services.mapServer },
    })),
    storeError: assign((_, params: { code: BootErrorCode; cause: unknown }) => ({
      error: { code: params.code, cause: params.cause },
    })),
    clearError: assign({ error: null }),
  },
  guards: {
    isTermsRequired: (_, params: { result: AuthenticationResult }) =>
      params.result.status === 'termsRequired',
    hasUser: ({ context }) => context.user !== null,
  },
}).createMachine({
  id: 'boot',
  description: 'Application start behind the loading overlay, and authentication on entering a locale route.',
  context: ({ input }) => ({
    returnPath: input.returnPath,
    user: null,
    services: { datastore: null, mapServer: null },
    redirect: null,
    error: null,
  }),
  output: ({ context }) => ({ redirect: context.redirect }),
  initial: 'loadingConfiguration',
  states: {
    loadingConfiguration: {
      description: 'The full-page loading overlay shows; the page behind it is empty.',
      tags: ['busy'],
      invoke: {
        id: 'loadConfiguration',
        src: 'loadConfiguration',
        onDone: 'starting',
        onError: {
          target: 'failed',
          actions: {
            type: 'storeError',
            params: ({ event }) => ({ code: 'configurationUnavailable', cause: event.error }),
          },
        },
      },
    },
    starting: {
      // Everything the start needs leaves at once, in one round (decision 0020): the session, the
      // reference lists, the service checks and, beside them, the opened screen's own data.
      description:
        'The full-page loading overlay shows while the session, the reference lists and the services are checked at once; no modal is open.',
      tags: ['busy'],
      type: 'parallel',
      entry: [
        'closeModals',
        'clearSession',
        { type: 'prefetchScreen', params: ({ context }) => ({ returnPath: context.returnPath }) },
      ],
      onDone: [{ guard: 'hasUser', target: 'ready' }, { target: 'signedOut' }],
      states: {
        session: {
          description: 'The session.',
          initial: 'authenticating',
          states: {
            authenticating: {
              description: 'The login service is asked who the person is.',
              invoke: {
                id: 'authenticate',
                src: 'authenticate',
                onDone: [
                  {
                    // Leaves at once: the other requests are cancelled, the browser goes to the terms.
                    guard: { type: 'isTermsRequired', params: ({ event }) => ({ result: event.output }) },
                    target: '#boot.termsRequired',
                    actions: 'storeTermsRedirect',
                  },
                  {
                    target: 'known',
                    actions: { type: 'storeSession', params: ({ event }) => ({ result: event.output }) },
                  },
                ],
                onError: {
                  target: '#boot.failed',
                  actions: {
                    type: 'storeError',
                    params: ({ event }) => ({ code: 'sessionUnavailable', cause: event.error }),
                  },
                },
              },
            },
            known: {
              description: 'The person is known, signed in or signed out.',
              type: 'final',
            },
          },
        },
        references: {
          // A list that fails to load does not stop the start: the screens that need it fetch it
          // again through the query cache and show the error there.
          description: 'The reference lists.',
          initial: 'loading',
          states: {
            loading: {
              description: 'User statuses, usergroup statuses and resource data formats are loading.',
              invoke: { id: 'loadReferences', src: 'loadReferences', onDone: 'loaded', onError: 'loaded' },
            },
            loaded: {
              description: 'The reference lists are loaded (or failed, for the screens to retry).',
              type: 'final',
            },
          },
        },
        services: {
          description: 'The datastore and the map server.',
          initial: 'checking',
          states: {
            checking: {
              description: 'The datastore and the map server are being checked.',
              invoke: {
                id: 'checkServices',
                src: 'checkServices',
                onDone: {
                  target: 'checked',
                  actions: { type: 'storeAvailability', params: ({ event }) => ({ services: event.output }) },
                },
                // A failed check means unavailable, never a failed start.
                onError: {
                  target: 'checked',
                  actions: {
                    type: 'storeAvailability',
                    params: { services: { datastore: false, mapServer: false } },
                  },
                },
              },
            },
            checked: { description: 'Whether each service answered is known.', type: 'final' },
          },
        },
      },
    },
    ready: {
      description: 'The overlay is gone: the header shows the user menu and the services, the page shows.',
      on: {
        'session.revalidate': {
          target: 'starting',
          actions: { type: 'storeReturnPath', params: ({ event }) => ({ returnPath: event.returnPath }) },
        },
      },
    },
    signedOut: {
      description:
        'The overlay is gone: the user menu offers to sign in, with the current page to come back to.',
      on: {
        'session.revalidate': {
          target: 'starting',
          actions: { type: 'storeReturnPath', params: ({ event }) => ({ returnPath: event.returnPath }) },
        },
      },
    },
    termsRequired: {
      description: 'The browser leaves for the terms of use page, which will come back to the page opened.',
      type: 'final',
    },
    failed: {
      description: 'The overlay is replaced by an error message and a button to try again.',
      tags: ['error'],
      on: {
        'boot.retried': { target: 'loadingConfiguration', actions: 'clearError' },
      },
    },
  },
});
