import { useLingui } from '@lingui/react/macro';
import type { Task } from '../../api/tasks';
import { taskStatusLabels } from '../../domain/tasks/taskLabels';
import { useAnnounceChange } from '../../notifications/useAnnounceChange';

/**
 * Says when a task's status changes while its page is open (it reloads itself every 15 s): the badge
 * alone changes in silence (WCAG 4.1.3; RGAA 7.5). Draws nothing.
 */
export function TaskStatusAnnouncement({ task }: { task: Task }) {
  const { t, i18n } = useLingui();
  const id = task.id;
  useAnnounceChange(task.status, (current) => {
    const status = i18n._(taskStatusLabels[current]);
    return t`Task ${id}: status now ${status}`;
  });
  return null;
}
