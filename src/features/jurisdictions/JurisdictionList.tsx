import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { jurisdictionsQuery } from '../../api/jurisdictions';
import { useSession } from '../../auth/useSession';
import { useSearchFlow } from '../../flows/useSearchFlow';
import { AUTO_RELOAD_MS } from '../../ui/list/autoReload';
import { Page } from '../../ui/Page';
import { Pagination } from '../../ui/Pagination';
import { SearchBox } from '../../ui/SearchBox';
import { JurisdictionTable } from './JurisdictionTable';
import type { JurisdictionListSearch } from './jurisdictionListSearch';
import { useJurisdictionDeletion } from './useJurisdictionDeletion';

const route = getRouteApi('/$locale/jurisdictions/');

/**
 * The jurisdiction list: search (each new text cancels the previous search) and page live in the
 * URL; the list reloads itself every 15 s on the same page. Superusers add and delete.
 */
export function JurisdictionList() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const text = search.search || undefined;
  const canChange = useSession().userData?.is_superuser ?? false;
  const remove = useJurisdictionDeletion();

  const update = (next: Partial<JurisdictionListSearch>) =>
    navigate({ search: (previous) => ({ ...previous, ...next }) });

  const searchFlow = useSearchFlow((typed) => jurisdictionsQuery({ search: typed || undefined, page: 1 }), {
    initialText: search.search ?? '',
    // Only a real change goes to the URL: a navigation clears the notifications on screen.
    onShown: (shown) => {
      if ((search.search ?? '') !== shown) update({ search: shown || undefined, page: undefined });
    },
  });

  const list = useQuery({
    ...jurisdictionsQuery({ search: text, page }),
    placeholderData: keepPreviousData,
    refetchInterval: AUTO_RELOAD_MS,
  });

  return (
    <Page
      title={t`Jurisdictions`}
      actions={
        canChange ? (
          <Link
            to="/$locale/jurisdictions/new/"
            params={{ locale: i18n.locale }}
            className="rounded border border-blue-700 bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800"
          >
            {t`Add a jurisdiction`}
          </Link>
        ) : null
      }
    >
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <SearchBox
          label={t`Search jurisdictions`}
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
      <JurisdictionTable
        rows={list.data?.results ?? []}
        loading={list.isPending || searchFlow.searching}
        error={list.isError}
        onRetry={() => void list.refetch()}
        onDelete={canChange ? remove : undefined}
      />
      {list.data ? (
        <Pagination page={page} count={list.data.count} onPageChange={(next) => update({ page: next })} />
      ) : null}
    </Page>
  );
}
