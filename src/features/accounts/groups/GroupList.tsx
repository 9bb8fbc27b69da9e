import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../../auth/useSession';
import { AddLink } from '../../../ui/list/AddLink';
import { ListScreen } from '../../../ui/list/ListScreen';
import { type SearchNavigate, useListScreen } from '../../../ui/list/useListScreen';
import { GroupListControls } from './GroupListControls';
import { GroupTable } from './GroupTable';
import { canCreateGroup, type GroupKind, groupKinds } from './groupKinds';
import {
  DEFAULT_GROUP_ORDERING,
  type GroupListSearch,
  groupListOptions,
  groupOrderings,
} from './groupListSearch';
import { administeredGroupIds } from './groupRights';
import { useGroupDelete } from './useGroupDelete';

type Props = {
  kind: GroupKind;
  search: GroupListSearch;
  /** The `navigate` of the route that shows the list. */
  navigate: SearchNavigate<GroupListSearch>;
};

/**
 * The list of user groups or of spheres: search (each new text cancels the previous search), status
 * filter, sort and page live in the URL; the list reloads itself every 15 s on the same page.
 */
export function GroupList({ kind, search, navigate }: Props) {
  const { i18n } = useLingui();
  const definition = groupKinds[kind];
  const user = useSession().userData;
  const superuser = user?.is_superuser ?? false;
  const remove = useGroupDelete(kind);
  const list = useListScreen({
    search,
    navigate,
    query: groupListOptions(kind),
    orderings: { options: groupOrderings, fallback: DEFAULT_GROUP_ORDERING },
  });

  const creates = canCreateGroup(kind, { superuser, accountAdmin: administeredGroupIds(user).length > 0 });

  return (
    <ListScreen
      title={i18n._(definition.listTitle)}
      actions={creates ? <AddLink to={definition.newRoute}>{i18n._(definition.addLink)}</AddLink> : null}
      searchLabel={i18n._(definition.searchLabel)}
      list={list}
      controls={<GroupListControls search={search} onChange={(next) => list.update(next)} />}
    >
      <GroupTable kind={kind} {...list.table} onDelete={superuser ? (group) => remove(group) : undefined} />
    </ListScreen>
  );
}
