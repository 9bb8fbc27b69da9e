import { useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type Task, taskQuery } from '../../api/tasks';
import { TaskActionLabel } from '../../domain/tasks/TaskCode';
import { BackendObject, TargetObject } from '../../domain/tasks/TaskObjects';
import { TaskStatusBadge } from '../../domain/tasks/TaskStatusBadge';
import { DetailScreen } from '../../ui/detail/DetailScreen';
import { useDetailScreen } from '../../ui/detail/useDetailScreen';
import { Page } from '../../ui/Page';
import { TaskCare, taskReloadEvery } from './TaskCare';
import { TaskMessages } from './TaskMessages';
import { TaskStatusAnnouncement } from './TaskStatusAnnouncement';
import { TaskTimeline } from './TaskTimeline';
import { formatInstant } from './taskDates';

const route = getRouteApi('/$locale/data/tasks/$id');

const linkClass =
  'rounded border border-slate-500 px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-100';

/**
 * One task: its state, objects and dates, the timeline of its steps, its warnings and errors. A task
 * still waiting or running reloads itself every 15 s until it ends (every 2 s once asked to stop).
 * Where the backend offers them: its insight, and the repairs the server allows.
 */
export function TaskDetail() {
  const { t, i18n } = useLingui();
  const { id } = route.useParams();
  const task = useDetailScreen({
    ...taskQuery(id),
    refetchInterval: (query) => taskReloadEvery(query.state.data),
  });
  const locale = i18n.locale;
  const title = t`Task ${id}`;
  const actions = (
    <>
      {task.data?.dataset_id ? (
        <Link
          to="/$locale/data/tasks/"
          params={{ locale }}
          search={{ dataset: task.data.dataset_id }}
          className={linkClass}
        >
          {t`Tasks of this dataset`}
        </Link>
      ) : null}
      <Link to="/$locale/data/tasks/" params={{ locale }} className={linkClass}>
        {t`All tasks`}
      </Link>
    </>
  );

  // The same page, heading and actions before and after the task is read: the heading keeps its focus.
  return (
    <DetailScreen detail={task} title={title} actions={actions} failure={t`The task could not be loaded.`}>
      {(loaded) => (
        <Page title={title} actions={actions}>
          <TaskContent task={loaded} />
        </Page>
      )}
    </DetailScreen>
  );
}

function TaskContent({ task }: { task: Task }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const dash = (text: string) => text || '—';
  return (
    <div className="flex flex-col gap-8">
      <dl className="grid max-w-3xl grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <Entry term={t`Status`}>
          <TaskStatusBadge status={task.status} />
          <TaskStatusAnnouncement task={task} />
        </Entry>
        <Entry term={t`Action`}>
          <TaskActionLabel action={task.action} />
        </Entry>
        <Entry term={t`Backend object`}>
          <BackendObject task={task} />
        </Entry>
        <Entry term={t`Target object`}>
          <TargetObject task={task} />
        </Entry>
        <Entry term={t`Start date`}>{dash(formatInstant(task.start_date, locale))}</Entry>
        <Entry term={t`End date`}>{dash(formatInstant(task.end_date, locale))}</Entry>
      </dl>
      <TaskCare task={task} />
      <TaskTimeline entries={task.timeline} />
      <TaskMessages title={t`Warnings`} messages={task.warnings} emptyText={t`No warnings.`} tone="warning" />
      <TaskMessages title={t`Errors`} messages={task.errors} emptyText={t`No errors.`} tone="error" />
    </div>
  );
}

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-900">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  );
}
