import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { usersQuery } from '../../../api/users';
import { useSearchFlow } from '../../../flows/useSearchFlow';
import { AUTO_RELOAD_MS } from '../../../ui/list/autoReload';
import { Page } from '../../../ui/Page';
import { Pagination } from '../../../ui/Pagination';
import { SearchBox } from '../../../ui/SearchBox';
import { fromOrdering, toOrdering } from '../../../ui/tableSort';
import { UserListControls } from './UserListControls';
import { UserTable } from './UserTable';
import { DEFAULT_USER_ORDERING, type UserListSearch, userFiltersOf, userOrderings } from './userListSearch';
import { useUserActions } from './useUserActions';

const route = getRouteApi('/$locale/accounts/users/');

const primaryLinkClass =
  'rounded border border-blue-700 bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800';

/**
 * The user list: search (each new text cancels the previous search), filters, sort and page live in the
 * URL; active users by default; the list reloads itself every 15 s on the same page.
 */
export function UserList() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const filters = userFiltersOf(search);
  const actions = useUserActions();

  const update = (next: Partial<UserListSearch>, keepPage = false) =>
    navigate({ search: (previous) => ({ ...previous, ...next, page: keepPage ? next.page : undefined }) });

  const searchFlow = useSearchFlow((text) => usersQuery({ ...filters, search: text || undefined, page: 1 }), {
    initialText: search.search ?? '',
    // Only a real change goes to the URL: a navigation clears the notifications on screen.
    onShown: (text) => {
      if ((search.search ?? '') !== text) update({ search: text || undefined });
    },
  });

  const list = useQuery({
    ...usersQuery({ ...filters, page }),
    placeholderData: keepPreviousData,
    refetchInterval: AUTO_RELOAD_MS,
  });

  return (
    <Page
      title={t`Users`}
      actions={
        <Link to="/$locale/accounts/users/new/" params={{ locale: i18n.locale }} className={primaryLinkClass}>
          {t`Add a user`}
        </Link>
      }
    >
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <SearchBox
          label={t`Search users`}
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
      <UserListControls search={search} onChange={(next) => update(next)} />
      <UserTable
        rows={list.data?.results ?? []}
        loading={list.isPending || searchFlow.searching}
        error={list.isError}
        onRetry={() => void list.refetch()}
        sort={fromOrdering(search.ordering ?? DEFAULT_USER_ORDERING)}
        onSortChange={(next) => {
          const ordering = userOrderings.find((option) => option === toOrdering(next));
          update({ ordering: ordering === DEFAULT_USER_ORDERING ? undefined : ordering });
        }}
        onDelete={actions.remove}
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
