import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { Task, TaskStatus } from '../../api/tasks';
import { announce } from '../../notifications/notificationStore';
import { isFinished, taskActionLabel, taskStatusLabels } from './taskLabels';

/**
 * Says what a reload of a task list brings that a sighted person sees: a new task, named, and a task
 * that has ended, with its outcome (WCAG 4.1.3; RGAA 7.5). The first list read is not announced, nor
 * the first after `undefined` (given while the person's own search, sort or page change loads).
 */
export function useAnnounceTaskChanges(tasks: readonly Task[] | undefined): void {
  const { t, i18n } = useLingui();
  const known = useRef<Map<number, TaskStatus> | null>(null);
  useEffect(() => {
    // No list while a person's own search, sort or page loads: the next one is a new first list.
    if (!tasks) {
      known.current = null;
      return;
    }
    const before = known.current;
    known.current = new Map(tasks.map((task) => [task.id, task.status]));
    if (!before) return;
    for (const task of tasks) {
      const was = before.get(task.id);
      const id = task.id;
      // Said in words, as the rows show it (a code is not something a person hears).
      const label = taskActionLabel(task.action);
      const action = label ? i18n._(label) : task.action;
      const object = task.object_display ?? '';
      const status = i18n._(taskStatusLabels[task.status]);
      if (was === undefined) announce(t`New task ${id}: ${action} on ${object}, ${status}`);
      else if (was !== task.status && isFinished(task.status)) {
        announce(t`Task ${id}, ${action} on ${object}: ${status}`);
      }
    }
  }, [tasks, t, i18n]);
}
