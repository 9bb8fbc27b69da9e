import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { AddLink } from '../../../ui/list/AddLink';
import { ListScreen } from '../../../ui/list/ListScreen';
import { useListScreen } from '../../../ui/list/useListScreen';
import { UserListControls } from './UserListControls';
import { UserTable } from './UserTable';
import { DEFAULT_USER_ORDERING, userListOptions, userOrderings } from './userListSearch';
import { useUserActions } from './useUserActions';

const route = getRouteApi('/$locale/accounts/users/');

/**
 * The user list: search (each new text cancels the previous search), filters, sort and page live in the
 * URL; active users by default; the list reloads itself every 15 s on the same page.
 */
export function UserList() {
  const { t } = useLingui();
  const search = route.useSearch();
  const actions = useUserActions();
  const list = useListScreen({
    search,
    navigate: route.useNavigate(),
    query: userListOptions,
    orderings: { options: userOrderings, fallback: DEFAULT_USER_ORDERING },
  });

  return (
    <ListScreen
      title={t`Users`}
      actions={<AddLink to="/$locale/accounts/users/new/">{t`Add a user`}</AddLink>}
      searchLabel={t`Search users`}
      list={list}
      controls={<UserListControls search={search} onChange={(next) => list.update(next)} />}
    >
      <UserTable {...list.table} onDelete={actions.remove} />
    </ListScreen>
  );
}
