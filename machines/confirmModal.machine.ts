import { assign, fromPromise, setup } from 'xstate';

/**
 * The global confirmation modal (Cancel and Confirm buttons). Whoever opens it gives a title,
 * an optional content and the action to run; confirming runs the action through
 * `runConfirmedAction` (provided by src/shell/modals/GlobalModalsHost.tsx, which knows the action ids) and closes the
 * modal when it succeeds. When the action fails the modal stays open with the error, so the
 * person can confirm again or cancel: nothing is lost silently.
 */

/**
 * A translatable message, such as a Lingui `msg` descriptor: machines never hold display
 * text, the modal translates it when it renders.
 */
export interface MessageRef {
  readonly id: string;
  readonly message?: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** What confirming does: an id known to src/shell/modals/GlobalModalsHost.tsx and its JSON parameters (a dataset id, say). */
export interface ConfirmedAction {
  readonly id: string;
  readonly params?: unknown;
}

export interface ConfirmRequest {
  readonly title: MessageRef;
  /** Null shows the default question ('Are you sure you want to continue?'). */
  readonly content: MessageRef | null;
  readonly action: ConfirmedAction;
}

export type ConfirmModalErrorCode = 'actionFailed';

export interface ConfirmModalContext {
  readonly request: ConfirmRequest | null;
  readonly error: { readonly code: ConfirmModalErrorCode; readonly cause: unknown } | null;
}

export type ConfirmModalEvent =
  | {
      type: 'confirmation.requested';
      title: MessageRef;
      content?: MessageRef | null;
      action: ConfirmedAction;
    }
  | { type: 'confirmation.accepted' }
  | { type: 'confirmation.cancelled' }
  /** Every modal closes (at application start): a running action is abandoned. */
  | { type: 'modal.closed' };

export default setup({
  types: {
    context: {} as ConfirmModalContext,
    events: {} as ConfirmModalEvent,
  },
  actors: {
    runConfirmedAction: fromPromise<unknown, ConfirmedAction>(async () => {
      throw new Error('runConfirmedAction not provided');
    }),
  },
  actions: {
    storeRequest: assign((_, params: { request: ConfirmRequest }) => ({
      request: params.request,
      error: null,
    })),
    clearRequest: assign({ request: null, error: null }),
    storeError: assign((_, params: { cause: unknown }) => ({
      error: { code: 'actionFailed' as const, cause: params.cause },
    })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'confirmModal',
  description: 'The confirmation modal: a question, Cancel and Confirm.',
  context: { request: null, error: null },
  initial: 'closed',
  on: {
    'modal.closed': { target: '.closed', actions: 'clearRequest' },
  },
  states: {
    closed: {
      description: 'No confirmation modal is shown.',
      on: {
        'confirmation.requested': {
          target: 'open',
          actions: {
            type: 'storeRequest',
            params: ({ event }) => ({
              request: { title: event.title, content: event.content ?? null, action: event.action },
            }),
          },
        },
      },
    },
    open: {
      description: 'The modal shows the title, the question and the Cancel and Confirm buttons.',
      on: {
        'confirmation.accepted': 'confirming',
        'confirmation.cancelled': { target: 'closed', actions: 'clearRequest' },
      },
    },
    confirming: {
      description: 'The modal stays open with its buttons disabled and a spinner while the action runs.',
      tags: ['busy'],
      invoke: {
        id: 'runConfirmedAction',
        src: 'runConfirmedAction',
        // Confirming is entered only from a shown request (open or failed), so the request is there.
        input: ({ context }) => (context.request as ConfirmRequest).action,
        onDone: { target: 'closed', actions: 'clearRequest' },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
    failed: {
      description: 'The modal stays open and says the action failed; Confirm tries again, Cancel closes.',
      tags: ['error'],
      on: {
        'confirmation.accepted': { target: 'confirming', actions: 'clearError' },
        'confirmation.cancelled': { target: 'closed', actions: 'clearRequest' },
      },
    },
  },
});
