import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { datasetQuery } from '../../api/datasets';
import { tasksQuery } from '../../api/tasks';
import { useSearchFlow } from '../../flows/useSearchFlow';
import { AUTO_RELOAD_MS } from '../../ui/list/autoReload';
import { Page } from '../../ui/Page';
import { Pagination } from '../../ui/Pagination';
import { SearchBox } from '../../ui/SearchBox';
import { fromOrdering, toOrdering } from '../../ui/tableSort';
import { TaskTable } from './TaskTable';
import { DEFAULT_TASK_ORDERING, type TaskListSearch, taskOrderings, taskParamsOf } from './taskListSearch';

const route = getRouteApi('/$locale/data/tasks/');

/**
 * The task queue, newest first, optionally only one dataset's tasks (`?dataset=`); search, sort and page
 * live in the URL and the queue reloads itself every 15 s, so running tasks move on by themselves.
 */
export function TaskList() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params = taskParamsOf(search);
  const page = params.page ?? 1;

  const update = (next: Partial<TaskListSearch>, keepPage = false) =>
    navigate({ search: (previous) => ({ ...previous, ...next, page: keepPage ? next.page : undefined }) });

  const searchFlow = useSearchFlow((text) => tasksQuery({ ...params, object: text || undefined, page: 1 }), {
    initialText: search.search ?? '',
    onShown: (text) => {
      if ((search.search ?? '') !== text) update({ search: text || undefined });
    },
  });

  const list = useQuery({
    ...tasksQuery(params),
    placeholderData: keepPreviousData,
    refetchInterval: AUTO_RELOAD_MS,
  });
  const datasetId = search.dataset;
  const dataset = useQuery({ ...datasetQuery(datasetId ?? 0), enabled: datasetId !== undefined });
  const name = dataset.data?.display_name ?? '';

  return (
    <Page title={t`Tasks`}>
      {datasetId !== undefined ? (
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <p className="text-slate-800">{name ? t`Tasks of the dataset ${name}` : t`Tasks of one dataset`}</p>
          <Link
            to="/$locale/data/tasks/"
            params={{ locale: i18n.locale }}
            search={{ search: search.search, ordering: search.ordering }}
            className="text-sm font-medium text-blue-700 underline"
          >
            {t`Show the tasks of every dataset`}
          </Link>
        </div>
      ) : null}
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <SearchBox
          label={t`Search tasks by object`}
          initialText={search.search ?? ''}
          searching={searchFlow.searching}
          onChange={searchFlow.change}
        />
      </div>
      {searchFlow.failed ? (
        <p role="alert" className="mb-3 text-red-800">
          {t`The search failed.`}{' '}
          <button type="button" className="underline" onClick={searchFlow.retry}>
            {t`Retry`}
          </button>
        </p>
      ) : null}
      <TaskTable
        caption={t`Tasks`}
        captionHidden
        rows={list.data?.results ?? []}
        loading={list.isPending || (list.isPlaceholderData && list.isFetching) || searchFlow.searching}
        error={list.isError}
        onRetry={() => void list.refetch()}
        sort={fromOrdering(params.ordering)}
        onSortChange={(next) => {
          const ordering = taskOrderings.find((option) => option === toOrdering(next));
          update({ ordering: ordering === DEFAULT_TASK_ORDERING ? undefined : ordering });
        }}
        emptyMessage={t`No task matches this search.`}
      />
      {list.data ? (
        <Pagination
          page={page}
          count={list.data.count}
          onPageChange={(next) => update({ page: next }, true)}
        />
      ) : null}
    </Page>
  );
}
