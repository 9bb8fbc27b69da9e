import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { datasetQuery } from '../../api/datasets';
import { apiErrorFromThrown } from '../../api/errors';
import { PAGE_SIZE } from '../../api/pagination';
import { datasetPermissionsQuery } from '../../api/permissions';
import { usePermissionsBulkAction } from '../../flows/permissionsBulkAction';
import { useSearchFlow } from '../../flows/useSearchFlow';
import { apiErrorToast } from '../../notifications/apiErrorMessages';
import { notify } from '../../notifications/notificationStore';
import { AUTO_RELOAD_MS } from '../../ui/list/autoReload';
import { Page } from '../../ui/Page';
import { Pagination } from '../../ui/Pagination';
import { pageCount } from '../../ui/pageWindow';
import { SearchBox } from '../../ui/SearchBox';
import { fromOrdering, toOrdering } from '../../ui/tableSort';
import { BulkActionConfirmation } from './BulkActionConfirmation';
import { BulkActionMenu } from './BulkActionMenu';
import { DefaultLevelSelect } from './DefaultLevelSelect';
import { PermissionFilters } from './PermissionFilters';
import { PermissionTable } from './PermissionTable';
import {
  type PermissionsSearch,
  permissionOrderings,
  permissionParamsOf,
  withFilters,
} from './permissionsSearch';

const route = getRouteApi('/$locale/data/datasets/$id/permissions');

const notUpdated = msg`The permissions were not updated`;

/** The permissions screen of the dataset in the path; another dataset starts a fresh screen. */
export function DatasetPermissionsScreen() {
  const { id } = route.useParams();
  return <DatasetPermissions key={id} datasetId={id} />;
}

/**
 * Who may find, consult and download one dataset: its default level, then every organisation, user group
 * and sphere with its special permission, changed one by one or in bulk after confirmation. Page,
 * search, sort and filters live in the URL; the table reloads itself every 15 s.
 */
function DatasetPermissions({ datasetId }: { datasetId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params = permissionParamsOf(search);
  const page = params.page ?? 1;

  const update = (next: PermissionsSearch) => navigate({ search: next });

  const dataset = useQuery(datasetQuery(datasetId));
  const list = useQuery({
    ...datasetPermissionsQuery(datasetId, params),
    placeholderData: keepPreviousData,
    refetchInterval: AUTO_RELOAD_MS,
  });
  const rows = list.data?.results ?? [];
  const rowIds = useMemo(() => rows.map((row) => row.id), [rows]);

  const bulk = usePermissionsBulkAction(datasetId, rowIds, {
    queryClient,
    onChanged: () => notify('success', [t`The permissions were updated`]),
  });

  useEffect(() => {
    if (!bulk.failure) return;
    const error = apiErrorFromThrown(bulk.failure.cause);
    // A refusal opens the 403 page, which says it all.
    if (error.kind === 'forbidden') return;
    const toast = apiErrorToast(error, i18n);
    if (toast) notify('error', [i18n._(notUpdated), ...toast.lines], toast.title);
  }, [bulk.failure, i18n]);

  const searchFlow = useSearchFlow(
    (text) => datasetPermissionsQuery(datasetId, { ...params, search: text || undefined, page: 1 }),
    {
      initialText: search.search ?? '',
      onShown: (text) => {
        if ((search.search ?? '') !== text) update({ ...search, search: text || undefined, page: undefined });
      },
    },
  );

  // Rows removed by a filtered bulk action can leave the page empty: show the last page that exists.
  const count = list.data?.count;
  useEffect(() => {
    if (count === undefined || list.isPlaceholderData) return;
    const last = pageCount(count, PAGE_SIZE);
    if (page > last)
      void navigate({ search: (s) => ({ ...s, page: last > 1 ? last : undefined }), replace: true });
  }, [count, page, navigate, list.isPlaceholderData]);

  const locale = i18n.locale;
  const name = dataset.data?.display_name ?? '';

  return (
    <Page
      title={t`Dataset permissions`}
      actions={
        <Link
          to="/$locale/data/datasets/$id/"
          params={{ locale, id: datasetId }}
          className="rounded border border-slate-500 px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-100"
        >
          {t`Back to the dataset`}
        </Link>
      }
    >
      {name ? <p className="mb-4 text-lg text-slate-800">{t`Dataset: ${name}`}</p> : null}
      {dataset.data ? <DefaultLevelSelect dataset={dataset.data} /> : null}

      <h2 className="mb-3 text-xl font-semibold text-slate-900">{t`Special permissions`}</h2>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <SearchBox
          label={t`Search organisations, user groups and spheres`}
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
      <PermissionFilters values={search} onChange={(filters) => update(withFilters(search, filters))} />
      <BulkActionMenu
        selectedCount={bulk.selectedIds.length}
        enabled={bulk.canChoose}
        onChoose={bulk.choose}
      />
      <PermissionTable
        datasetId={datasetId}
        rows={rows}
        selectedIds={bulk.selectedIds}
        onSelect={bulk.select}
        loading={
          list.isPending ||
          (list.isPlaceholderData && list.isFetching) ||
          searchFlow.searching ||
          bulk.applying
        }
        error={list.isError}
        onRetry={() => void list.refetch()}
        sort={fromOrdering(search.ordering)}
        onSortChange={(next) => {
          const ordering = permissionOrderings.find((option) => option === toOrdering(next));
          update({ ...search, ordering, page: undefined });
        }}
        busy={bulk.applying}
      />
      {list.data ? (
        <Pagination
          page={page}
          count={list.data.count}
          onPageChange={(next) => update({ ...search, page: next > 1 ? next : undefined })}
        />
      ) : null}
      <BulkActionConfirmation confirming={bulk.confirming} onConfirm={bulk.confirm} onCancel={bulk.cancel} />
    </Page>
  );
}
