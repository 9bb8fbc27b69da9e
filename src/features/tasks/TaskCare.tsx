import { useQuery } from '@tanstack/react-query';
import { taskInsightQuery } from '../../api/taskCare';
import type { Task } from '../../api/tasks';
import { hasExtension } from '../../config/currentConfig';
import { isFinished } from '../../domain/tasks/taskLabels';
import { AUTO_RELOAD_MS } from '../../ui/list/autoReload';
import { TaskInsightSection } from './TaskInsightSection';
import { TaskRepairActions } from './TaskRepairActions';

/** A task asked to stop is followed closely: its worker stops it within a few seconds. */
const STOPPING_RELOAD_MS = 2000;

/** How often a task's screen asks again: every 15 s until it ends, every 2 s once asked to stop. */
export function taskReloadEvery(task: Task | undefined): number | false {
  if (isFinished(task?.status)) return false;
  return task?.stop_requested ? STOPPING_RELOAD_MS : AUTO_RELOAD_MS;
}

/**
 * The extensions of a task's detail (issue 32): its insight where the backend offers it, and the
 * repairs it allows, offered from that insight's answer (can_rerun, can_stop, can_acknowledge). Neither
 * shown nor asked for otherwise.
 */
export function TaskCare({ task }: { task: Task }) {
  const offered = hasExtension('taskInsight');
  const insight = useQuery({
    ...taskInsightQuery(task.id, task.status),
    enabled: offered,
    refetchInterval: taskReloadEvery(task),
  });
  if (!offered || !insight.data) return null;
  return (
    <>
      {hasExtension('taskRepair') ? <TaskRepairActions task={task} insight={insight.data} /> : null}
      <TaskInsightSection task={task} insight={insight.data} />
    </>
  );
}
