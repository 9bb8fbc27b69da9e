import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { INDEXER_OBJECT_CLASS, indexerTasksQuery, type Task } from '../../api/tasks';
import { formatDateTime } from '../../lib/formatDate';
import { AUTO_RELOAD_MS } from '../../ui/list/autoReload';
import { Panel } from '../../ui/Panel';
import { type Column, Table } from '../../ui/Table';
import { taskStatusLabels } from '../../ui/tasks/taskLabels';

const linkClass = 'font-medium text-blue-700 underline';

/**
 * The indexer's latest runs from the task queue (object_class=remoteapiindex, object_id), and the
 * way to all of them on the object's log page.
 */
export function IndexerTasksPanel({ indexerId }: { indexerId: number }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const tasks = useQuery({ ...indexerTasksQuery(indexerId), refetchInterval: AUTO_RELOAD_MS });

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
    { id: 'status', header: t`Status`, cell: (task) => i18n._(taskStatusLabels[task.status]) },
    { id: 'start', header: t`Start`, cell: (task) => formatDateTime(task.start_date, locale) },
    { id: 'end', header: t`End`, cell: (task) => formatDateTime(task.end_date, locale) },
  ];

  return (
    <Panel
      title={t`Runs`}
      actions={
        <Link
          to="/$locale/logs/$object/$id/"
          params={{ locale, object: INDEXER_OBJECT_CLASS, id: indexerId }}
          className={linkClass}
        >
          {t`All the runs of this indexer`}
        </Link>
      }
    >
      <Table
        caption={t`Latest runs of the indexer`}
        captionHidden
        columns={columns}
        rows={tasks.data?.results ?? []}
        getRowId={(task) => String(task.id)}
        loading={tasks.isPending}
        error={tasks.isError}
        onRetry={() => void tasks.refetch()}
        emptyMessage={t`The indexer has not run yet.`}
      />
    </Panel>
  );
}
