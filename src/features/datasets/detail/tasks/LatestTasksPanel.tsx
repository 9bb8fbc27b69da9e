import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { datasetLastTasksQuery, type Task } from '../../../../api/tasks';
import { formatDateTime } from '../../../../lib/formatDate';
import { AUTO_RELOAD_MS } from '../../../../ui/list/autoReload';
import { Panel } from '../../../../ui/Panel';
import { type Column, Table } from '../../../../ui/Table';
import { taskStatusLabels } from '../../../../ui/tasks/taskLabels';

const linkClass = 'font-medium text-blue-700 underline';

/** The dataset's latest tasks (3, specification section 9) and the way to all of them. */
export function LatestTasksPanel({ datasetId }: { datasetId: number }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const tasks = useQuery({ ...datasetLastTasksQuery(datasetId), refetchInterval: AUTO_RELOAD_MS });

  const columns: Column<Task>[] = [
    {
      id: 'task',
      header: t`Task`,
      rowHeader: true,
      cell: (task) => {
        const id = task.id;
        return (
          <Link to="/$locale/data/tasks/$id/" params={{ locale, id }} className={linkClass}>
            {t`Task ${id}`}
          </Link>
        );
      },
    },
    { id: 'action', header: t`Operation`, cell: (task) => task.action },
    { id: 'object', header: t`Object`, cell: (task) => task.object_display },
    { id: 'status', header: t`Status`, cell: (task) => i18n._(taskStatusLabels[task.status]) },
    { id: 'start', header: t`Start`, cell: (task) => formatDateTime(task.start_date, locale) },
    { id: 'end', header: t`End`, cell: (task) => formatDateTime(task.end_date, locale) },
  ];

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
      <Table
        caption={t`Latest tasks of the dataset`}
        captionHidden
        columns={columns}
        rows={tasks.data?.results ?? []}
        getRowId={(task) => String(task.id)}
        loading={tasks.isPending}
        error={tasks.isError}
        onRetry={() => void tasks.refetch()}
        emptyMessage={t`No task has run on this dataset yet.`}
      />
    </Panel>
  );
}
