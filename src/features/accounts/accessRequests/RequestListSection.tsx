import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, type QueryFunction, type QueryKey, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchFlow } from '../../../flows/useSearchFlow';
import { FilterBar, type FilterOption } from '../../../ui/FilterBar';
import { AUTO_RELOAD_MS } from '../../../ui/list/autoReload';
import { SearchField } from '../../../ui/list/SearchField';
import { Pagination } from '../../../ui/Pagination';
import { type Column, Table } from '../../../ui/Table';
import { statusIdsOf, statusSearchOf } from '../shared/statusFilter';
import type { RequestListChange, RequestListState } from './requestListState';

/** What a request list asks of the API: a page, a search text, statuses. */
export type RequestListParams = { page: number; search?: string; statuses: readonly number[] };

type ListPage<Row> = { count: number; results: Row[] };

type RequestListSectionProps<Row, TKey extends QueryKey> = {
  /** The section's id, the target of the hub's links. */
  anchor: string;
  title: string;
  searchLabel: string;
  state: RequestListState;
  onChange: RequestListChange;
  /** Every status, as the filter's choices. */
  statusOptions: readonly FilterOption[];
  /** The statuses shown when the URL says nothing (pending ones). */
  defaultStatuses: readonly number[];
  listQuery: (params: RequestListParams) => { queryKey: TKey; queryFn?: QueryFunction<ListPage<Row>, TKey> };
  columns: readonly Column<Row>[];
  getRowId: (row: Row) => string;
  emptyMessage: string;
};

/**
 * One list of access requests on the hub, with its count: search through the search machine, a status
 * filter (pending by default), page of 20 and reload every 15 s, its state in the hub's URL.
 */
export function RequestListSection<Row, TKey extends QueryKey>({
  anchor,
  title,
  searchLabel,
  state,
  onChange,
  statusOptions,
  defaultStatuses,
  listQuery,
  columns,
  getRowId,
  emptyMessage,
}: RequestListSectionProps<Row, TKey>) {
  const { t } = useLingui();
  const headingId = useId();
  const page = state.page ?? 1;
  const statuses = state.status ?? defaultStatuses;
  // No status chosen means every status: sent as the full list, since the API reads no statuses as
  // its default (pending ones).
  const sentStatuses = statuses.length > 0 ? statuses : statusOptions.map((option) => Number(option.value));
  const search = state.search || undefined;

  const searchFlow = useSearchFlow(
    (text) => listQuery({ page: 1, search: text || undefined, statuses: sentStatuses }),
    {
      initialText: state.search ?? '',
      // Only a real change goes to the URL: a navigation clears the notifications on screen.
      onShown: (text) => {
        if ((state.search ?? '') !== text) onChange({ search: text });
      },
    },
  );

  const list = useQuery({
    ...listQuery({ page, search, statuses: sentStatuses }),
    placeholderData: keepPreviousData,
    refetchInterval: AUTO_RELOAD_MS,
  });
  const count = list.data?.count;

  return (
    <section id={anchor} aria-labelledby={headingId} className="mt-10 scroll-mt-4">
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-xl font-semibold text-slate-900">
        {title}
        {count === undefined ? null : (
          <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-base text-slate-900">{count}</span>
        )}
      </h2>
      <SearchField label={searchLabel} initialText={state.search ?? ''} flow={searchFlow} />
      <FilterBar
        legend={t`Filters of ${title}`}
        filters={[{ key: 'status', label: t`Status`, multiple: true, options: statusOptions }]}
        values={{ status: statuses.map(String) }}
        onChange={(next) => onChange({ status: statusSearchOf(statusIdsOf(next.status), defaultStatuses) })}
      />
      <Table
        caption={title}
        captionHidden
        columns={columns}
        rows={list.data?.results ?? []}
        getRowId={getRowId}
        loading={list.isPending || searchFlow.searching}
        error={list.isError}
        onRetry={() => void list.refetch()}
        emptyMessage={emptyMessage}
      />
      {count ? (
        <Pagination
          page={page}
          count={count}
          label={t`Pages of ${title}`}
          onPageChange={(next) => onChange({ page: next }, true)}
        />
      ) : null}
    </section>
  );
}
