import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { INDEXER_OBJECT_CLASS, indexerTasksQuery } from '../../api/tasks';
import { TaskTable } from '../../domain/tasks/TaskTable';
import { AUTO_RELOAD_MS } from '../../ui/list/autoReload';
import { Panel } from '../../ui/Panel';

const linkClass = 'font-medium text-blue-700 underline';

/**
 * The indexer's latest runs from the task queue (object_class=remoteapiindex, object_id), and the
 * way to all of them on the object's log page.
 */
export function IndexerTasksPanel({ indexerId }: { indexerId: number }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const tasks = useQuery({ ...indexerTasksQuery(indexerId), refetchInterval: AUTO_RELOAD_MS });

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
      <TaskTable
        caption={t`Latest runs of the indexer`}
        captionHidden
        shown={['task', 'status', 'start', 'end']}
        rows={tasks.data?.results ?? []}
        loading={tasks.isPending}
        error={tasks.isError}
        onRetry={() => void tasks.refetch()}
        emptyMessage={t`The indexer has not run yet.`}
      />
    </Panel>
  );
}
