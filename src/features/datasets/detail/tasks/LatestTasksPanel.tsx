import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { datasetLastTasksQuery } from '../../../../api/tasks';
import { TaskTable } from '../../../../domain/tasks/TaskTable';
import { useAnnounceTaskChanges } from '../../../../domain/tasks/useAnnounceTaskChanges';
import { AUTO_RELOAD_MS } from '../../../../ui/list/autoReload';
import { Panel } from '../../../../ui/Panel';

const linkClass = 'font-medium text-blue-700 underline';

/** The dataset's latest tasks (3, specification section 9) and the way to all of them. */
export function LatestTasksPanel({ datasetId }: { datasetId: number }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const tasks = useQuery({ ...datasetLastTasksQuery(datasetId), refetchInterval: AUTO_RELOAD_MS });
  // The publication's task ends here, not on the switch that started it: say it.
  useAnnounceTaskChanges(tasks.data?.results);

  return (
    <Panel
      title={t`Latest tasks`}
      actions={
        <Link
          to="/$locale/data/tasks/"
          params={{ locale }}
          search={{ dataset: datasetId }}
          className={linkClass}
        >
          {t`All the tasks of this dataset`}
        </Link>
      }
    >
      <TaskTable
        caption={t`Latest tasks of the dataset`}
        captionHidden
        shown={['task', 'status', 'action', 'object', 'start', 'end']}
        rows={tasks.data?.results ?? []}
        loading={tasks.isPending}
        error={tasks.isError}
        onRetry={() => void tasks.refetch()}
        emptyMessage={t`No task has run on this dataset yet.`}
      />
    </Panel>
  );
}
