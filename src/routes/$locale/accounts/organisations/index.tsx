import { createFileRoute } from '@tanstack/react-router';
import { OrganisationList } from '../../../../features/accounts/organisations/OrganisationList';
import {
  organisationListCompanions,
  organisationListOptions,
} from '../../../../features/accounts/organisations/organisationListSearch';
import { organisationListSearchSchema } from '../../../../features/accounts/organisations/organisationListSearchSchema';
import { prefetchList } from '../../../../ui/list/prefetchList';

export const Route = createFileRoute('/$locale/accounts/organisations/')({
  validateSearch: organisationListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: prefetchList(organisationListOptions, organisationListCompanions),
  component: OrganisationList,
});
