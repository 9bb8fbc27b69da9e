import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useSession } from '../../auth/useSession';
import { AddLink } from '../../ui/list/AddLink';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListScreen } from '../../ui/list/useListScreen';
import { JurisdictionTable } from './JurisdictionTable';
import { jurisdictionListOptions } from './jurisdictionListSearch';
import { useJurisdictionDeletion } from './useJurisdictionDeletion';

const route = getRouteApi('/$locale/jurisdictions/');

/**
 * The jurisdiction list: search (each new text cancels the previous search) and page live in the
 * URL; the list reloads itself every 15 s on the same page. Superusers add and delete.
 */
export function JurisdictionList() {
  const { t } = useLingui();
  const canChange = useSession().userData?.is_superuser ?? false;
  const remove = useJurisdictionDeletion();
  const list = useListScreen({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    query: jurisdictionListOptions,
  });

  return (
    <ListScreen
      title={t`Jurisdictions`}
      actions={canChange ? <AddLink to="/$locale/jurisdictions/new/">{t`Add a jurisdiction`}</AddLink> : null}
      searchLabel={t`Search jurisdictions`}
      list={list}
    >
      <JurisdictionTable {...list.table} onDelete={canChange ? remove : undefined} />
    </ListScreen>
  );
}
