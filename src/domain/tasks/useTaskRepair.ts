import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acknowledgeTaskMutation,
  attentionKeys,
  rerunTaskMutation,
  revokeTask,
  taskHealthKeys,
} from '../../api/taskCare';
import { type Task, taskKeys } from '../../api/tasks';
import { notify } from '../../notifications/notificationStore';
import { useGlobalModals } from '../../shell/modals/globalModals';

/** What a confirmation names: the task's number. */
type TaskRef = Pick<Task, 'id'> & Partial<Pick<Task, 'status'>>;

/**
 * Acknowledging, re-running and stopping a task, each after the global confirmation. A refusal keeps
 * the confirmation open with the server's message; a success refreshes the task queue, the attention
 * report and the health strips, then says so. `afterRerun` runs before the message (a screen opens the
 * new task, and navigating clears notifications).
 */
export function useTaskRepair() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { confirm } = useGlobalModals();
  const acknowledgement = useMutation(acknowledgeTaskMutation());
  const rerunning = useMutation(rerunTaskMutation());

  // Stopping answers the task before the views refresh (the screen shows the answer at once): its
  // refresh stays here, after `afterStop`.
  const refresh = () =>
    Promise.all(
      [taskKeys.all, attentionKeys.all, taskHealthKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );

  return {
    /** `afterAcknowledge` runs once the failure is acknowledged (a list moves focus to the next entry). */
    acknowledge(task: TaskRef, afterAcknowledge?: () => void) {
      const id = task.id;
      confirm({
        title: msg`Acknowledge the failure of task ${id}`,
        content: msg`The task will no longer be listed as needing attention. It is not run again.`,
        run: async () => {
          await acknowledgement.mutateAsync(id);
          afterAcknowledge?.();
          notify('success', [i18n._(msg`The failure of task ${id} is acknowledged`)]);
        },
      });
    },

    /** Several failures at once (a selection of "needs attention"), one after the other. */
    acknowledgeAll(ids: readonly number[], afterAcknowledge?: () => void) {
      const count = ids.length;
      confirm({
        title: msg`${plural(count, { one: 'Acknowledge # failure', other: 'Acknowledge # failures' })}`,
        content: msg`The tasks will no longer be listed as needing attention. They are not run again.`,
        run: async () => {
          for (const id of ids) await acknowledgement.mutateAsync(id);
          afterAcknowledge?.();
          notify('success', [
            i18n._(
              msg`${plural(count, { one: '# failure acknowledged', other: '# failures acknowledged' })}`,
            ),
          ]);
        },
      });
    },

    rerun(task: TaskRef, resumesFrom: string | null, afterRerun: (newTask: Task) => Promise<unknown>) {
      const id = task.id;
      const step = resumesFrom ?? '';
      confirm({
        title:
          task.status === 'REVOKED' ? msg`Resume task ${id}` : msg`Re-run task ${id} from the failed step`,
        content: resumesFrom
          ? msg`A new task starts at the step "${step}" and keeps what the earlier steps did, with the objects as they are now.`
          : msg`A new task runs the same action again, with the objects as they are now.`,
        run: async () => {
          const created = await rerunning.mutateAsync(id);
          await afterRerun(created);
          const newId = created.id;
          notify('success', [i18n._(msg`Task ${newId} re-runs task ${id}`)]);
        },
      });
    },

    stop(task: TaskRef, afterStop: (answer: Task) => unknown) {
      const id = task.id;
      confirm({
        title: msg`Stop task ${id}`,
        content: msg`The step under way is rolled back; what the completed steps did is kept. The task ends as stopped.`,
        run: async () => {
          const answer = await revokeTask(id);
          afterStop(answer);
          await refresh();
          notify('success', [
            answer.status === 'REVOKED'
              ? i18n._(msg`Task ${id} is stopped`)
              : i18n._(msg`Task ${id} stops at its next step`),
          ]);
        },
      });
    },
  };
}
