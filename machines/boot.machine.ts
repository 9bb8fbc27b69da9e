import { assign, fromPromise, setup } from 'xstate';

/**
 * Application start, behind the full-page overlay: load the runtime configuration, close the
 * modals, authenticate the session, load the reference lists the shell needs (user statuses,
 * usergroup statuses, resource data formats) and check whether the datastore and the map
 * server answer; then the overlay goes. Signed out is a valid end (the header offers to sign
 * in). A terms-required answer ends the machine with the redirect to the terms page and the
 * path to come back to, hash included. Entering a locale route authenticates again
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

const reference = (name: string) =>
  fromPromise<unknown>(async () => {
    throw new Error(`${name} not provided`);
  });

const availabilityCheck = (name: string) =>
  /**
   * Resolves to whether the service answered with a success status; the real check rejects when the
   * request got no answer at all (network failure), which the machine counts as unavailable.
   */
  fromPromise<boolean>(async () => {
    throw new Error(`${name} not provided`);
  });

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
    /** The reference lists are loaded into the query cache; the machine only waits for them. */
    loadUserStatuses: reference('loadUserStatuses'),
    loadUsergroupStatuses: reference('loadUsergroupStatuses'),
    loadDataFormats: reference('loadDataFormats'),
    /** HEAD datastores/databases/. */
    checkDatastore: availabilityCheck('checkDatastore'),
    /** HEAD on the map server's availability endpoint. */
    checkMapServer: availabilityCheck('checkMapServer'),
  },
  actions: {
    /** Closes the confirmation and progress modals; src/flows provides it. */
    closeModals: () => {},
    storeReturnPath: assign((_, params: { returnPath: string }) => ({ returnPath: params.returnPath })),
    clearSession: assign({ user: null, services: { datastore: null, mapServer: null } }),
    storeSession: assign((_, params: { result: AuthenticationResult }) => ({
      user: params.result.status === 'signedIn' ? params.result.user : null,
    })),
    storeTermsRedirect: assign(({ context }) => ({
      user: null,
      redirect: { to: 'terms' as const, returnPath: context.returnPath },
    })),
    storeAvailability: assign(({ context }, params: { service: CheckedService; available: boolean }) => ({
      services: { ...context.services, [params.service]: params.available },
    })),
    storeError: assign((_, params: { code: BootErrorCode; cause: unknown }) => ({
      error: { code: params.code, cause: params.cause },
    })),
    clearError: assign({ error: null }),
  },
  guards: {
    isSignedIn: (_, params: { result: AuthenticationResult }) => params.result.status === 'signedIn',
    isTermsRequired: (_, params: { result: AuthenticationResult }) =>
      params.result.status === 'termsRequired',
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
        onDone: 'authenticating',
        onError: {
          target: 'failed',
          actions: {
            type: 'storeError',
            params: ({ event }) => ({ code: 'configurationUnavailable', cause: event.error }),
          },
        },
      },
    },
    authenticating: {
      description: 'The full-page loading overlay shows while the session is checked; no modal is open.',
      tags: ['busy'],
      entry: ['closeModals', 'clearSession'],
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => ({ result: event.output }) },
            target: 'loadingReferences',
            actions: { type: 'storeSession', params: ({ event }) => ({ result: event.output }) },
          },
          {
            guard: { type: 'isTermsRequired', params: ({ event }) => ({ result: event.output }) },
            target: 'termsRequired',
            actions: 'storeTermsRedirect',
          },
          {
            target: 'signedOut',
            actions: { type: 'storeSession', params: ({ event }) => ({ result: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'storeError',
            params: ({ event }) => ({ code: 'sessionUnavailable', cause: event.error }),
          },
        },
      },
    },
    loadingReferences: {
      // A list that fails to load does not stop the start: the screens that need it fetch it
      // again through the query cache and show the error there.
      description: 'The full-page loading overlay shows while the reference lists load.',
      tags: ['busy'],
      type: 'parallel',
      onDone: 'checkingServices',
      states: {
        userStatuses: {
          description: 'User statuses.',
          initial: 'loading',
          states: {
            loading: {
              description: 'User statuses are loading.',
              invoke: {
                id: 'loadUserStatuses',
                src: 'loadUserStatuses',
                onDone: 'loaded',
                onError: 'loaded',
              },
            },
            loaded: {
              description: 'User statuses are loaded (or failed, for the screens to retry).',
              type: 'final',
            },
          },
        },
        usergroupStatuses: {
          description: 'Usergroup statuses.',
          initial: 'loading',
          states: {
            loading: {
              description: 'Usergroup statuses are loading.',
              invoke: {
                id: 'loadUsergroupStatuses',
                src: 'loadUsergroupStatuses',
                onDone: 'loaded',
                onError: 'loaded',
              },
            },
            loaded: {
              description: 'Usergroup statuses are loaded (or failed, for the screens to retry).',
              type: 'final',
            },
          },
        },
        dataFormats: {
          description: 'Resource data formats.',
          initial: 'loading',
          states: {
            loading: {
              description: 'Resource data formats are loading.',
              invoke: {
                id: 'loadDataFormats',
                src: 'loadDataFormats',
                onDone: 'loaded',
                onError: 'loaded',
              },
            },
            loaded: {
              description: 'Resource data formats are loaded (or failed, for the screens to retry).',
              type: 'final',
            },
          },
        },
      },
    },
    checkingServices: {
      description: 'The full-page loading overlay shows while the datastore and the map server are checked.',
      tags: ['busy'],
      type: 'parallel',
      onDone: 'ready',
      states: {
        datastore: {
          description: 'Datastore availability.',
          initial: 'checking',
          states: {
            checking: {
              description: 'The datastore is being checked.',
              invoke: {
                id: 'checkDatastore',
                src: 'checkDatastore',
                onDone: {
                  target: 'checked',
                  actions: {
                    type: 'storeAvailability',
                    params: ({ event }) => ({ service: 'datastore', available: event.output === true }),
                  },
                },
                // A failed check means unavailable, never a failed start.
                onError: {
                  target: 'checked',
                  actions: { type: 'storeAvailability', params: { service: 'datastore', available: false } },
                },
              },
            },
            checked: { description: 'The datastore availability is known.', type: 'final' },
          },
        },
        mapServer: {
          description: 'Map server availability.',
          initial: 'checking',
          states: {
            checking: {
              description: 'The map server is being checked.',
              invoke: {
                id: 'checkMapServer',
                src: 'checkMapServer',
                onDone: {
                  target: 'checked',
                  actions: {
                    type: 'storeAvailability',
                    params: ({ event }) => ({ service: 'mapServer', available: event.output === true }),
                  },
                },
                onError: {
                  target: 'checked',
                  actions: { type: 'storeAvailability', params: { service: 'mapServer', available: false } },
                },
              },
            },
            checked: { description: 'The map server availability is known.', type: 'final' },
          },
        },
      },
    },
    ready: {
      description: 'The overlay is gone: the header shows the user menu and the services, the page shows.',
      on: {
        'session.revalidate': {
          target: 'authenticating',
          actions: { type: 'storeReturnPath', params: ({ event }) => ({ returnPath: event.returnPath }) },
        },
      },
    },
    signedOut: {
      description:
        'The overlay is gone: the user menu offers to sign in, with the current page to come back to.',
      on: {
        'session.revalidate': {
          target: 'authenticating',
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
