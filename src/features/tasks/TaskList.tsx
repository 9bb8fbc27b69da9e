import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { datasetQuery } from '../../api/datasets';
import { TaskTable } from '../../domain/tasks/TaskTable';
import { useAnnounceTaskChanges } from '../../domain/tasks/useAnnounceTaskChanges';
import { useSourceHealth } from '../../domain/tasks/useSourceHealth';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListScreen } from '../../ui/list/useListScreen';
import { TaskListControls } from './TaskListControls';
import { TaskRowMenu } from './TaskRowMenu';
import { DEFAULT_TASK_ORDERING, taskListOptions, taskOrderings } from './taskListSearch';

const route = getRouteApi('/$locale/data/tasks/');

/**
 * The task queue, newest first, optionally only one dataset's tasks (`?dataset=`); search, sort and page
 * live in the URL and the queue reloads itself every 15 s, so running tasks move on by themselves.
 */
export function TaskList() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const list = useListScreen({
    search,
    navigate: route.useNavigate(),
    query: taskListOptions,
    orderings: { options: taskOrderings, fallback: DEFAULT_TASK_ORDERING },
    // The dataset a list is narrowed to is where the person came from, not a search to clear.
    kept: ['dataset'],
  });
  const datasetId = search.dataset;
  const dataset = useQuery({ ...datasetQuery(datasetId ?? 0), enabled: datasetId !== undefined });
  const name = dataset.data?.display_name ?? '';
  // The 15 s reload named no new task, only the count changed; a person's own search is not news.
  useAnnounceTaskChanges(list.table.loading ? undefined : list.table.rows);
  const health = useSourceHealth(
    list.table.rows.map((task) => ({ objectClass: task.object_class, objectId: task.object_id })),
  );

  return (
    <ListScreen
      title={t`Tasks`}
      header={
        datasetId !== undefined ? (
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <p className="text-slate-800">
              {name ? t`Tasks of the dataset ${name}` : t`Tasks of one dataset`}
            </p>
            <Link
              to="/$locale/data/tasks/"
              params={{ locale: i18n.locale }}
              search={{ search: search.search, ordering: search.ordering }}
              className="text-sm font-medium text-blue-700 underline"
            >
              {t`Show the tasks of every dataset`}
            </Link>
          </div>
        ) : null
      }
      searchLabel={t`Search tasks by object`}
      list={list}
      controls={<TaskListControls search={search} onChange={(next) => list.update(next)} />}
    >
      <TaskTable
        caption={t`Tasks`}
        captionHidden
        {...list.table}
        emptyMessage={t`No task matches this search.`}
        health={health}
        rowMenu={(task) => <TaskRowMenu task={task} />}
      />
    </ListScreen>
  );
}
