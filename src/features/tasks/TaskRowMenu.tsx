import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { taskInsightQuery } from '../../api/taskCare';
import type { Task } from '../../api/tasks';
import { useTaskRepair } from '../../domain/tasks/useTaskRepair';
import { rowMenuClasses } from '../../ui/list/RowMenu';

/** Tasks that may be stopped (running) or re-run (ended badly); a succeeded task has no menu. */
const repairable = new Set<Task['status']>(['PENDING', 'STARTED', 'FAILURE', 'REVOKED']);

/**
 * Stop and re-run from the task list's row (audit U16). What the person may do is the server's
 * insight on the task (can_stop, can_rerun), asked when the menu opens: twenty insights on every reload
 * of the list would cost more than the one the person looks at. Nothing the server would refuse is
 * offered; the global confirmation says what the action does.
 */
export function TaskRowMenu({ task }: { task: Task }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  if (!repairable.has(task.status)) return null;
  const id = task.id;
  // Asked as the pointer or the keyboard reaches the button, so the entries are there once it opens.
  const prefetch = () => void queryClient.prefetchQuery(taskInsightQuery(id, task.status));
  return (
    <Menu>
      <MenuButton
        aria-label={t`Actions for task ${id}`}
        className={rowMenuClasses.button}
        onFocus={prefetch}
        onPointerEnter={prefetch}
      >
        {t`Actions`}
        <span aria-hidden="true">▾</span>
      </MenuButton>
      <MenuItems anchor="bottom end" className={rowMenuClasses.items}>
        <TaskRowEntries task={task} />
      </MenuItems>
    </Menu>
  );
}

function TaskRowEntries({ task }: { task: Task }) {
  const { t } = useLingui();
  const repair = useTaskRepair();
  const insight = useQuery(taskInsightQuery(task.id, task.status));
  const id = task.id;
  const plain = `${rowMenuClasses.item} ${rowMenuClasses.plain}`;
  if (!insight.data) {
    return (
      <MenuItem disabled>
        <span className={plain}>{insight.isError ? t`The actions could not be loaded.` : t`Loading…`}</span>
      </MenuItem>
    );
  }
  const { can_rerun: canRerun, can_stop: canStop } = insight.data;
  if (!canRerun && !canStop) {
    return (
      <MenuItem disabled>
        <span className={plain}>{t`No action is possible on this task`}</span>
      </MenuItem>
    );
  }
  return (
    <>
      {canRerun ? (
        <MenuItem>
          <button
            type="button"
            className={plain}
            onClick={() => repair.rerun(task, insight.data.resumes_from, async () => undefined)}
          >
            {t`Re-run task ${id}`}
          </button>
        </MenuItem>
      ) : null}
      {canStop ? (
        <MenuItem>
          <button
            type="button"
            className={`${rowMenuClasses.item} ${rowMenuClasses.destructive}`}
            onClick={() => repair.stop(task, () => undefined)}
          >
            {t`Stop task ${id}`}
          </button>
        </MenuItem>
      ) : null}
    </>
  );
}
