import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import confirmModalMachine, { type MessageRef } from '../../../machines/confirmModal.machine';
import progressModalMachine from '../../../machines/progressModal.machine';
import { apiErrorFromThrown } from '../../api/errors';
import { inspect } from '../../lib/inspection/inspect';
import { apiErrorToast } from '../../notifications/apiErrorMessages';
import type { ConfirmOptions, GlobalModals } from './globalModals';
import { LazyConfirmModal, LazyProgressModal } from './lazyModals';

const progressTitle = msg`Operation in progress`;
const reloadLabel = msg`Reload`;

/**
 * The two global modals of the shell, each driven by its machine. Confirmed actions are closures kept
 * here under an id, so the machine only holds the id (machines hold data, never functions).
 * `GlobalModalsProvider` loads this module on the person's first intent or the first command, and
 * hands the commands over once it has mounted (`onReady`).
 */
export function GlobalModalsHost({ onReady }: { onReady: (host: GlobalModals | null) => void }) {
  const { i18n } = useLingui();
  const actions = useRef(new Map<string, () => Promise<unknown>>());
  const failureMessages = useRef(new Map<string, MessageDescriptor>());
  const reloads = useRef(new Map<string, () => Promise<unknown>>());
  /** The actions whose Confirm has become Reload. */
  const reloading = useRef(new Set<string>());
  const nextId = useRef(1);

  const confirmActor = useActorRef(
    confirmModalMachine.provide({
      actors: {
        runConfirmedAction: fromPromise(async ({ input }) => {
          const run = actions.current.get(input.id);
          if (!run) throw new Error(`No confirmed action ${input.id}`);
          const forget = () => {
            actions.current.delete(input.id);
            failureMessages.current.delete(input.id);
            reloads.current.delete(input.id);
            reloading.current.delete(input.id);
          };
          try {
            const result = await run();
            forget();
            return result;
          } catch (thrown) {
            // A refused change (403) has opened the 403 page (ui/form/drafts/sessionEnd): the modal closes
            // instead of staying over it with a Confirm that would be refused again (issue 27).
            const kind = apiErrorFromThrown(thrown).kind;
            const reload = reloads.current.get(input.id);
            // A stale record: the modal's next confirmation reads it again instead of repeating
            // what was refused, and closes.
            if (kind === 'preconditionFailed' && reload) {
              actions.current.set(input.id, reload);
              reloading.current.add(input.id);
            }
            if (kind !== 'forbidden') throw thrown;
            forget();
            return null;
          }
        }),
      },
    }),
    { inspect },
  );
  const progressActor = useActorRef(progressModalMachine, { inspect });

  const confirm = useCallback(
    ({ title, content, run, failureMessage, reload }: ConfirmOptions) => {
      const id = `confirmed-action-${nextId.current++}`;
      actions.current.set(id, run);
      if (failureMessage) failureMessages.current.set(id, failureMessage);
      if (reload) reloads.current.set(id, reload);
      confirmActor.send({
        type: 'confirmation.requested',
        title: asRef(title),
        content: content ? asRef(content) : null,
        action: { id },
      });
    },
    [confirmActor],
  );

  const modals = useMemo<GlobalModals>(
    () => ({
      confirm,
      progress: {
        start: () => progressActor.send({ type: 'progress.started' }),
        update: (value) => progressActor.send({ type: 'progress.updated', value }),
        reset: () => progressActor.send({ type: 'progress.reset' }),
      },
      closeAll: () => {
        actions.current.clear();
        failureMessages.current.clear();
        reloads.current.clear();
        reloading.current.clear();
        confirmActor.send({ type: 'modal.closed' });
        progressActor.send({ type: 'progress.reset' });
      },
    }),
    [confirm, confirmActor, progressActor],
  );

  // After useActorRef's own effects, which start the actors: the commands sent before the module
  // arrived reach started machines.
  useEffect(() => {
    onReady(modals);
    return () => onReady(null);
  }, [modals, onReady]);

  const confirmState = useSelector(confirmActor, (snapshot) => snapshot);
  const progressState = useSelector(progressActor, (snapshot) => snapshot);
  const request = confirmState.context.request;
  const failureMessage = request ? failureMessages.current.get(request.action.id) : undefined;
  // Mounted from their first opening on, so that closing plays out as the dialog intends.
  const confirmOpen = !confirmState.matches('closed');
  const progressOpen = progressState.matches('open');
  const [confirmUsed, setConfirmUsed] = useState(false);
  const [progressUsed, setProgressUsed] = useState(false);
  if (confirmOpen && !confirmUsed) setConfirmUsed(true);
  if (progressOpen && !progressUsed) setProgressUsed(true);
  const failure = confirmState.context.error
    ? failureMessage
      ? { title: null, lines: [i18n._(failureMessage)] }
      : apiErrorToast(apiErrorFromThrown(confirmState.context.error.cause), i18n)
    : null;

  return (
    <>
      <Suspense fallback={null}>
        {confirmUsed || confirmOpen ? (
          <LazyConfirmModal
            open={confirmOpen}
            title={request ? i18n._(request.title) : ''}
            content={request?.content ? i18n._(request.content) : undefined}
            busy={confirmState.hasTag('busy')}
            errorMessage={failure ? [failure.title, ...failure.lines].filter(Boolean).join(' — ') : null}
            confirmLabel={
              request && reloading.current.has(request.action.id) ? i18n._(reloadLabel) : undefined
            }
            onConfirm={() => confirmActor.send({ type: 'confirmation.accepted' })}
            onCancel={() => confirmActor.send({ type: 'confirmation.cancelled' })}
          />
        ) : null}
      </Suspense>
      {/* A boundary each: one modal's code arriving must not hide the other. */}
      <Suspense fallback={null}>
        {progressUsed || progressOpen ? (
          <LazyProgressModal
            open={progressOpen}
            title={i18n._(progressTitle)}
            percent={progressState.context.progress}
          />
        ) : null}
      </Suspense>
    </>
  );
}

function asRef(descriptor: MessageDescriptor): MessageRef {
  return {
    id: descriptor.id,
    message: descriptor.message,
    values: descriptor.values as MessageRef['values'],
  };
}
