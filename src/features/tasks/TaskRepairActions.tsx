import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TaskInsight } from '../../api/taskCare';
import { type Task, taskKeys } from '../../api/tasks';
import { useTaskRepair } from '../../domain/tasks/useTaskRepair';
import { Button } from '../../ui/Button';

/**
 * What the person may do to the task, as the server's insight says (can_rerun, can_stop,
 * can_acknowledge): nothing the server would refuse is offered. A re-run opens the new task; a stop
 * shows the task as the server answered it (stopped, or stopping at its next step).
 */
export function TaskRepairActions({ task, insight }: { task: Task; insight: TaskInsight }) {
  const { t, i18n } = useLingui();
  const repair = useTaskRepair();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!insight.can_rerun && !insight.can_stop && !insight.can_acknowledge) return null;
  const stopping = task.stop_requested === true && task.status === 'STARTED';

  return (
    <div className="flex flex-wrap items-center gap-3">
      {insight.can_rerun ? (
        <Button
          onClick={() =>
            repair.rerun(task, insight.resumes_from, (created) =>
              navigate({ to: '/$locale/data/tasks/$id/', params: { locale: i18n.locale, id: created.id } }),
            )
          }
        >
          {/* A stopped task failed at no step: it is resumed (audit U9). */}
          {task.status === 'REVOKED' ? t`Resume` : t`Re-run from the failed step`}
        </Button>
      ) : null}
      {insight.can_stop ? (
        <Button
          variant="danger"
          disabled={stopping}
          onClick={() =>
            repair.stop(task, (answer) => queryClient.setQueryData(taskKeys.detail(task.id), answer))
          }
        >
          {stopping ? t`Stopping…` : t`Stop`}
        </Button>
      ) : null}
      {insight.can_acknowledge ? (
        <Button variant="secondary" onClick={() => repair.acknowledge(task)}>
          {t`Acknowledge`}
        </Button>
      ) : null}
    </div>
  );
}
