import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { acknowledgeTaskMutation } from '../../api/taskCare';
import { notify } from '../../notifications/notificationStore';
import type { ConfirmOptions } from '../../shell/modals/globalModals';

/** What acknowledging needs from the screen: the global confirmation, the words, the request. */
export type Acknowledging = {
  confirm: (options: ConfirmOptions) => void;
  i18n: I18n;
  /** Acknowledges one failed task (the task queue's acknowledge mutation). */
  acknowledge: (id: number) => Promise<unknown>;
};

/**
 * Acknowledging one failed task after the global confirmation; a refusal keeps the confirmation open
 * with the server's message. `afterAcknowledge` runs once it is done (a list moves the focus on).
 */
export function confirmAcknowledgeOne(
  { confirm, i18n, acknowledge }: Acknowledging,
  id: number,
  after?: () => void,
) {
  confirm({
    title: msg`Acknowledge the failure of task ${id}`,
    content: msg`The task will no longer be listed as needing attention. It is not run again.`,
    run: async () => {
      await acknowledge(id);
      after?.();
      notify('success', [i18n._(msg`The failure of task ${id} is acknowledged`)]);
    },
  });
}

/** Several failures at once (a selection of "needs attention"), one after the other. */
export function confirmAcknowledgeAll(
  { confirm, i18n, acknowledge }: Acknowledging,
  ids: readonly number[],
  after?: () => void,
) {
  const count = ids.length;
  confirm({
    title: msg`${plural(count, { one: 'Acknowledge # failure', other: 'Acknowledge # failures' })}`,
    content: msg`The tasks will no longer be listed as needing attention. They are not run again.`,
    run: async () => {
      for (const id of ids) await acknowledge(id);
      after?.();
      notify('success', [
        i18n._(msg`${plural(count, { one: '# failure acknowledged', other: '# failures acknowledged' })}`),
      ]);
    },
  });
}

/**
 * For a screen that loads this module when a person acknowledges (the home screen's attention panel,
 * issue 49, bench measure 1): the acknowledge mutation run through the query client as `useMutation`
 * runs it (its cache, its meta, its invalidation of the repaired views), without the hook.
 */
export function acknowledgeFailures(
  context: Omit<Acknowledging, 'acknowledge'> & { queryClient: QueryClient },
  ids: readonly number[],
  after?: () => void,
) {
  const { queryClient, ...rest } = context;
  const acknowledging = {
    ...rest,
    acknowledge: (id: number) => new MutationObserver(queryClient, acknowledgeTaskMutation()).mutate(id),
  };
  if (ids.length === 1 && ids[0] !== undefined) confirmAcknowledgeOne(acknowledging, ids[0], after);
  else if (ids.length > 1) confirmAcknowledgeAll(acknowledging, ids, after);
}
