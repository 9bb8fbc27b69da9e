import { msg } from '@lingui/core/macro';
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
import { confirmAcknowledgeAll, confirmAcknowledgeOne } from './acknowledgeFailures';
import { useTaskWords } from './TaskCode';

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
  const words = useTaskWords();
  const acknowledgement = useMutation(acknowledgeTaskMutation());
  const rerunning = useMutation(rerunTaskMutation());
  const acknowledging = { confirm, i18n, acknowledge: acknowledgement.mutateAsync };

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
      confirmAcknowledgeOne(acknowledging, task.id, afterAcknowledge);
    },

    /** Several failures at once (a selection of "needs attention"), one after the other. */
    acknowledgeAll(ids: readonly number[], afterAcknowledge?: () => void) {
      confirmAcknowledgeAll(acknowledging, ids, afterAcknowledge);
    },

    rerun(task: TaskRef, resumesFrom: string | null, afterRerun: (newTask: Task) => Promise<unknown>) {
      const id = task.id;
      const step = resumesFrom ? words.step(resumesFrom) : '';
      confirm({
        title:
          task.status === 'REVOKED' ? msg`Resume task ${id}` : msg`Re-run task ${id} from the failed step`,
        content: resumesFrom
          ? msg`A new task starts at the step “${step}” and keeps what the earlier steps did, with the objects as they are now.`
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
