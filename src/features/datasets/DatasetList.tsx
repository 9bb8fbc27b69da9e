import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { datasetsQuery } from '../../api/datasets';
import { useSearchFlow } from '../../flows/useSearchFlow';
import { Button } from '../../ui/Button';
import { AUTO_RELOAD_MS } from '../../ui/list/autoReload';
import { Page } from '../../ui/Page';
import { Pagination } from '../../ui/Pagination';
import { SearchBox } from '../../ui/SearchBox';
import { fromOrdering, toOrdering } from '../../ui/tableSort';
import { DatasetCounts } from './DatasetCounts';
import { DatasetListControls } from './DatasetListControls';
import { DatasetTable } from './DatasetTable';
import { type DatasetListSearch, datasetOrderings, filtersOf } from './datasetListSearch';
import { useDatasetActions } from './useDatasetActions';

const route = getRouteApi('/$locale/data/datasets/');

/**
 * The dataset list: search (each new text cancels the previous search), sort, filters and page live in
 * the URL; the list reloads itself every 15 s on the same page.
 */
export function DatasetList() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const filters = filtersOf(search);
  const actions = useDatasetActions();

  const update = (next: Partial<DatasetListSearch>, keepPage = false) =>
    navigate({ search: (previous) => ({ ...previous, ...next, page: keepPage ? next.page : undefined }) });
  const urlText = search.search ?? '';

  const searchFlow = useSearchFlow(
    (text) => datasetsQuery({ ...filters, search: text || undefined, page: 1 }),
    {
      initialText: urlText,
      // Only a real change goes to the URL: a navigation clears the notifications on screen.
      onShown: (text) => {
        if (urlText !== text) update({ search: text || undefined });
      },
    },
  );

  // The text whose results just came, until the URL says the same: the rows follow the answer in
  // the very render that brings it, and the URL follows after (issue 18: rows within 100 ms of the
  // answer). Derived while rendering, so React commits once instead of after an effect.
  const [seenShownText, setSeenShownText] = useState(searchFlow.shownText);
  const [answeredText, setAnsweredText] = useState<string | null>(null);
  if (searchFlow.shownText !== seenShownText) {
    setSeenShownText(searchFlow.shownText);
    setAnsweredText(searchFlow.shownText === urlText ? null : searchFlow.shownText);
  } else if (answeredText !== null && answeredText === urlText) {
    setAnsweredText(null);
  }

  const ahead = answeredText !== null && answeredText !== urlText;
  const list = useQuery({
    ...datasetsQuery(
      ahead ? { ...filters, search: answeredText || undefined, page: 1 } : { ...filters, page },
    ),
    placeholderData: keepPreviousData,
    refetchInterval: AUTO_RELOAD_MS,
  });

  const sort = fromOrdering(search.ordering ?? '-last_modified');

  return (
    <Page
      title={t`Datasets`}
      actions={
        <>
          <Button variant="secondary" loading={actions.exporting} onClick={() => actions.exportFile(filters)}>
            {t`Export`}
          </Button>
          <Link
            to="/$locale/data/datasets/new/"
            params={{ locale: i18n.locale }}
            className="rounded border border-blue-700 bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800"
          >
            {t`Add a dataset`}
          </Link>
        </>
      }
    >
      <DatasetCounts />
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <SearchBox
          label={t`Search datasets`}
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
      <DatasetListControls search={search} onChange={(next) => update(next)} />
      <DatasetTable
        rows={list.data?.results ?? []}
        loading={list.isPending || searchFlow.searching}
        error={list.isError}
        onRetry={() => void list.refetch()}
        sort={sort}
        onSortChange={(next) => {
          const ordering = datasetOrderings.find((option) => option === toOrdering(next));
          update({ ordering: ordering === '-last_modified' ? undefined : ordering });
        }}
        onDuplicate={(id) => void actions.duplicate(id)}
        duplicating={actions.duplicating}
        onDelete={actions.remove}
      />
      {list.data ? (
        <div className="mt-4">
          <Pagination
            page={ahead ? 1 : page}
            count={list.data.count}
            onPageChange={(next) => update({ page: next }, true)}
          />
        </div>
      ) : null}
    </Page>
  );
}
