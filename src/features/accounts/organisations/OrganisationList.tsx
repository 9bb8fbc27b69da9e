import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { AddLink } from '../../../ui/list/AddLink';
import { ListScreen } from '../../../ui/list/ListScreen';
import { useListScreen } from '../../../ui/list/useListScreen';
import { useGroupRights } from '../groups/useGroupRights';
import { OrganisationListControls } from './OrganisationListControls';
import { OrganisationTable } from './OrganisationTable';
import {
  DEFAULT_ORGANISATION_ORDERING,
  organisationListOptions,
  organisationOrderings,
} from './organisationListSearch';
import { useOrganisationDelete } from './useOrganisationDelete';

const route = getRouteApi('/$locale/accounts/organisations/');

/**
 * The organisation list: search (each new text cancels the previous search), filters, sort and page live
 * in the URL; active organisations by default (usergroup__status__in=2); reloads itself every 15 s.
 */
export function OrganisationList() {
  const { t } = useLingui();
  const search = route.useSearch();
  const { superuser } = useGroupRights(null);
  const remove = useOrganisationDelete();
  const list = useListScreen({
    search,
    navigate: route.useNavigate(),
    query: organisationListOptions,
    orderings: { options: organisationOrderings, fallback: DEFAULT_ORGANISATION_ORDERING },
  });

  return (
    <ListScreen
      title={t`Organisations`}
      actions={
        superuser ? (
          <AddLink to="/$locale/accounts/organisations/new/">{t`Add an organisation`}</AddLink>
        ) : null
      }
      searchLabel={t`Search organisations`}
      list={list}
      controls={<OrganisationListControls search={search} onChange={(next) => list.update(next)} />}
    >
      <OrganisationTable
        {...list.table}
        onDelete={superuser ? (organisation) => remove(organisation) : undefined}
      />
    </ListScreen>
  );
}
