import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { organisationsQuery } from '../../../api/organisations';
import { useSearchFlow } from '../../../flows/useSearchFlow';
import { AUTO_RELOAD_MS } from '../../../ui/list/autoReload';
import { Page } from '../../../ui/Page';
import { Pagination } from '../../../ui/Pagination';
import { SearchBox } from '../../../ui/SearchBox';
import { fromOrdering, toOrdering } from '../../../ui/tableSort';
import { useGroupRights } from '../groups/useGroupRights';
import { OrganisationListControls } from './OrganisationListControls';
import { OrganisationTable } from './OrganisationTable';
import {
  DEFAULT_ORGANISATION_ORDERING,
  type OrganisationListSearch,
  organisationFiltersOf,
  organisationOrderings,
} from './organisationListSearch';
import { useOrganisationDelete } from './useOrganisationDelete';

const route = getRouteApi('/$locale/accounts/organisations/');

const primaryLinkClass =
  'rounded border border-blue-700 bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800';

/**
 * The organisation list: search (each new text cancels the previous search), filters, sort and page live
 * in the URL; active organisations by default (usergroup__status__in=2); reloads itself every 15 s.
 */
export function OrganisationList() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const filters = organisationFiltersOf(search);
  const { superuser } = useGroupRights(null);
  const remove = useOrganisationDelete();

  const update = (next: Partial<OrganisationListSearch>, keepPage = false) =>
    navigate({ search: (previous) => ({ ...previous, ...next, page: keepPage ? next.page : undefined }) });

  const searchFlow = useSearchFlow(
    (text) => organisationsQuery({ ...filters, search: text || undefined, page: 1 }),
    {
      initialText: search.search ?? '',
      // Only a real change goes to the URL: a navigation clears the notifications on screen.
      onShown: (text) => {
        if ((search.search ?? '') !== text) update({ search: text || undefined });
      },
    },
  );

  const list = useQuery({
    ...organisationsQuery({ ...filters, page }),
    placeholderData: keepPreviousData,
    refetchInterval: AUTO_RELOAD_MS,
  });

  return (
    <Page
      title={t`Organisations`}
      actions={
        superuser ? (
          <Link
            to="/$locale/accounts/organisations/new/"
            params={{ locale: i18n.locale }}
            className={primaryLinkClass}
          >
            {t`Add an organisation`}
          </Link>
        ) : null
      }
    >
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <SearchBox
          label={t`Search organisations`}
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
      <OrganisationListControls search={search} onChange={(next) => update(next)} />
      <OrganisationTable
        rows={list.data?.results ?? []}
        loading={list.isPending || searchFlow.searching}
        error={list.isError}
        onRetry={() => void list.refetch()}
        sort={fromOrdering(search.ordering ?? DEFAULT_ORGANISATION_ORDERING)}
        onSortChange={(next) => {
          const ordering = organisationOrderings.find((option) => option === toOrdering(next));
          update({ ordering: ordering === DEFAULT_ORGANISATION_ORDERING ? undefined : ordering });
        }}
        onDelete={superuser ? (organisation) => remove(organisation) : undefined}
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
