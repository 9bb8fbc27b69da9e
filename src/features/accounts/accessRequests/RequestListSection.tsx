import { useLingui } from '@lingui/react/macro';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { useId } from 'react';
import { FilterBar, type FilterOption } from '../../../ui/FilterBar';
import { ListLayout } from '../../../ui/list/ListScreen';
import { type SearchNavigate, useListScreen } from '../../../ui/list/useListScreen';
import { type Column, Table } from '../../../ui/Table';
import { statusIdsOf, statusSearchOf } from '../shared/statusFilter';
import type { RequestListState } from './requestListState';

/** A page of the API's answer: its count and rows. */
type ListPage = { count: number; results: readonly unknown[] };
type RowOf<TData extends ListPage> = TData['results'][number];

type RequestListSectionProps<TData extends ListPage, TKey extends QueryKey> = {
  /** The section's id, the target of the hub's links. */
  anchor: string;
  title: string;
  searchLabel: string;
  /** This list's part of the hub's URL state. */
  search: RequestListState;
  /** Writes this list's part of the hub's URL state; the other lists keep theirs. */
  navigate: SearchNavigate<RequestListState>;
  /** Every status, as the filter's choices. */
  statusOptions: readonly FilterOption[];
  /** The statuses shown when the URL says nothing (pending ones). */
  defaultStatuses: readonly number[];
  /** The list's query for a state: the options the hub's loader prefetches. */
  query: (state: RequestListState) => FetchQueryOptions<TData, Error, TData, TKey>;
  columns: readonly Column<RowOf<TData>>[];
  getRowId: (row: RowOf<TData>) => string;
  emptyMessage: string;
};

/**
 * One list of access requests on the hub, with its count: the list hook owns its search, paging,
 * last-page rule and reload every 15 s, in the hub's URL; a status filter shows pending ones by default.
 */
export function RequestListSection<TData extends ListPage, TKey extends QueryKey>({
  anchor,
  title,
  searchLabel,
  search,
  navigate,
  statusOptions,
  defaultStatuses,
  query,
  columns,
  getRowId,
  emptyMessage,
}: RequestListSectionProps<TData, TKey>) {
  const { t } = useLingui();
  const headingId = useId();
  const list = useListScreen({ search, navigate, query });
  const statuses = search.status ?? defaultStatuses;

  return (
    <section id={anchor} aria-labelledby={headingId} className="mt-10 scroll-mt-4">
      {/* Focusable: the hub's count cards lead here and bring the keyboard along (audit U18). */}
      <h2
        id={headingId}
        tabIndex={-1}
        className="mb-3 flex items-center gap-2 text-xl font-semibold text-slate-900"
      >
        {title}
        {list.count === undefined ? null : (
          <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-base text-slate-900">
            {list.count}
          </span>
        )}
      </h2>
      <ListLayout
        searchLabel={searchLabel}
        list={list}
        paginationLabel={t`Pages of ${title}`}
        controls={
          <FilterBar
            legend={t`Filters of ${title}`}
            filters={[{ key: 'status', label: t`Status`, multiple: true, options: statusOptions }]}
            values={{ status: statuses.map(String) }}
            onChange={(next) =>
              list.update({ status: statusSearchOf(statusIdsOf(next.status), defaultStatuses) })
            }
          />
        }
      >
        <Table
          caption={title}
          captionHidden
          columns={columns}
          getRowId={getRowId}
          emptyMessage={emptyMessage}
          {...list.table}
        />
      </ListLayout>
    </section>
  );
}
