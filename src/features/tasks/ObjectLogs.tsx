import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { LOGS_PAGE_SIZE } from '../../api/pagination';
import { objectTasksQuery } from '../../api/tasks';
import { TaskTable } from '../../domain/tasks/TaskTable';
import { objectClassLabel } from '../../domain/tasks/taskLabels';
import { AUTO_RELOAD_MS } from '../../ui/list/autoReload';
import { Page } from '../../ui/Page';
import { Pagination } from '../../ui/Pagination';

const route = getRouteApi('/$locale/logs/$object/$id');

/**
 * The log page of one object (a dataset, a resource, an indexer...): every task it ran, newest first,
 * 50 a page (specification section 9), reloading itself every 15 s.
 */
export function ObjectLogs() {
  const { t, i18n } = useLingui();
  const { object, id } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const list = useQuery({
    ...objectTasksQuery(object, id, page),
    placeholderData: keepPreviousData,
    refetchInterval: AUTO_RELOAD_MS,
  });
  const classLabel = objectClassLabel(object);
  const kind = classLabel ? i18n._(classLabel) : object;
  const name = list.data?.results[0]?.object_display ?? '';

  return (
    <Page title={t`Logs`}>
      <p className="mb-4 text-lg text-slate-800">{name ? t`${kind}: ${name}` : t`${kind} ${id}`}</p>
      <TaskTable
        caption={t`Tasks of this object`}
        captionHidden
        rows={list.data?.results ?? []}
        loading={list.isPending || (list.isPlaceholderData && list.isFetching)}
        error={list.isError}
        onRetry={() => void list.refetch()}
        emptyMessage={t`This object has no task yet.`}
      />
      {list.data ? (
        <Pagination
          page={page}
          count={list.data.count}
          pageSize={LOGS_PAGE_SIZE}
          onPageChange={(next) => navigate({ search: { page: next > 1 ? next : undefined } })}
        />
      ) : null}
    </Page>
  );
}
