import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { userGroupsQuery } from '../../../api/usergroups';
import { useSession } from '../../../auth/useSession';
import { useSearchFlow } from '../../../flows/useSearchFlow';
import { AUTO_RELOAD_MS } from '../../../ui/list/autoReload';
import { Page } from '../../../ui/Page';
import { Pagination } from '../../../ui/Pagination';
import { SearchBox } from '../../../ui/SearchBox';
import { fromOrdering, toOrdering } from '../../../ui/tableSort';
import { GroupListControls } from './GroupListControls';
import { GroupTable } from './GroupTable';
import { canCreateGroup, type GroupKind, groupKinds } from './groupKinds';
import {
  DEFAULT_GROUP_ORDERING,
  type GroupListSearch,
  groupFiltersOf,
  groupOrderings,
} from './groupListSearch';
import { administeredGroupIds } from './groupRights';
import { useGroupDelete } from './useGroupDelete';

type Props = {
  kind: GroupKind;
  search: GroupListSearch;
  /** Puts the next state in the URL; the page goes back to 1 unless `keepPage`. */
  onSearchChange: (next: Partial<GroupListSearch>, keepPage?: boolean) => void;
};

const primaryLinkClass =
  'rounded border border-blue-700 bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800';

/**
 * The list of user groups or of spheres: search (each new text cancels the previous search), status
 * filter, sort and page live in the URL; the list reloads itself every 15 s on the same page.
 */
export function GroupList({ kind, search, onSearchChange }: Props) {
  const { t, i18n } = useLingui();
  const definition = groupKinds[kind];
  const user = useSession().userData;
  const superuser = user?.is_superuser ?? false;
  const page = search.page ?? 1;
  const filters = groupFiltersOf(kind, search);
  const remove = useGroupDelete(kind);

  const searchFlow = useSearchFlow(
    (text) => userGroupsQuery({ ...filters, search: text || undefined, page: 1 }),
    {
      initialText: search.search ?? '',
      // Only a real change goes to the URL: a navigation clears the notifications on screen.
      onShown: (text) => {
        if ((search.search ?? '') !== text) onSearchChange({ search: text || undefined });
      },
    },
  );

  const list = useQuery({
    ...userGroupsQuery({ ...filters, page }),
    placeholderData: keepPreviousData,
    refetchInterval: AUTO_RELOAD_MS,
  });

  const creates = canCreateGroup(kind, { superuser, accountAdmin: administeredGroupIds(user).length > 0 });

  return (
    <Page
      title={i18n._(definition.listTitle)}
      actions={
        creates ? (
          <Link to={definition.newRoute} params={{ locale: i18n.locale }} className={primaryLinkClass}>
            {i18n._(definition.addLink)}
          </Link>
        ) : null
      }
    >
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <SearchBox
          label={i18n._(definition.searchLabel)}
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
      <GroupListControls search={search} onChange={(next) => onSearchChange(next)} />
      <GroupTable
        kind={kind}
        rows={list.data?.results ?? []}
        loading={list.isPending || searchFlow.searching}
        error={list.isError}
        onRetry={() => void list.refetch()}
        sort={fromOrdering(search.ordering ?? DEFAULT_GROUP_ORDERING)}
        onSortChange={(next) => {
          const ordering = groupOrderings.find((option) => option === toOrdering(next));
          onSearchChange({ ordering: ordering === DEFAULT_GROUP_ORDERING ? undefined : ordering });
        }}
        onDelete={superuser ? (group) => remove(group) : undefined}
      />
      {list.data ? (
        <Pagination
          page={page}
          count={list.data.count}
          onPageChange={(next) => onSearchChange({ page: next }, true)}
        />
      ) : null}
    </Page>
  );
}
