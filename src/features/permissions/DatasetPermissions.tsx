import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { datasetQuery } from '../../api/datasets';
import { apiErrorFromThrown } from '../../api/errors';
import { usePermissionsBulkAction } from '../../flows/permissionsBulkAction';
import { apiErrorToast } from '../../notifications/apiErrorMessages';
import { notify } from '../../notifications/notificationStore';
import { ListLayout } from '../../ui/list/ListScreen';
import { useListScreen } from '../../ui/list/useListScreen';
import { Page } from '../../ui/Page';
import { BulkActionConfirmation } from './BulkActionConfirmation';
import { BulkActionMenu } from './BulkActionMenu';
import { DefaultLevelSelect } from './DefaultLevelSelect';
import { PermissionFilters } from './PermissionFilters';
import { PermissionTable } from './PermissionTable';
import { permissionListOptions, permissionOrderings, withFilters } from './permissionsSearch';

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
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const list = useListScreen({
    search,
    navigate,
    query: permissionListOptions(datasetId),
    orderings: { options: permissionOrderings },
  });

  const dataset = useQuery(datasetQuery(datasetId));
  const rows = list.table.rows;
  const rowIds = useMemo(() => rows.map((row) => row.id), [rows]);

  // The bulk action's menu item and dialog are gone once it is applied, and the menu button is
  // disabled with no row selected: focus goes to the list's heading rather than falling to the page.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const bulk = usePermissionsBulkAction(datasetId, rowIds, {
    queryClient,
    onChanged: () => {
      notify('success', [t`The permissions were updated`]);
      listHeading.current?.focus();
    },
  });

  useEffect(() => {
    if (!bulk.failure) return;
    const error = apiErrorFromThrown(bulk.failure.cause);
    // A refusal opens the 403 page, which says it all.
    if (error.kind === 'forbidden') return;
    const toast = apiErrorToast(error, i18n);
    if (toast) notify('error', [i18n._(notUpdated), ...toast.lines], toast.title);
  }, [bulk.failure, i18n]);

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

      <h2 ref={listHeading} tabIndex={-1} className="mb-3 text-xl font-semibold text-slate-900">
        {t`Special permissions`}
      </h2>
      <ListLayout
        searchLabel={t`Search organisations, user groups and spheres`}
        list={list}
        controls={
          <>
            <PermissionFilters
              values={search}
              onChange={(filters) => navigate({ search: withFilters(search, filters) })}
            />
            <BulkActionMenu
              selectedCount={bulk.selectedIds.length}
              enabled={bulk.canChoose}
              busy={bulk.previewing}
              onChoose={bulk.choose}
            />
          </>
        }
      >
        <PermissionTable
          datasetId={datasetId}
          {...list.table}
          loading={list.table.loading || bulk.applying}
          selectedIds={bulk.selectedIds}
          onSelect={bulk.select}
          busy={bulk.applying}
          defaultLevel={dataset.data?.default_permission_level}
        />
      </ListLayout>
      <BulkActionConfirmation confirming={bulk.confirming} onConfirm={bulk.confirm} onCancel={bulk.cancel} />
    </Page>
  );
}
