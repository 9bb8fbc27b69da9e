import { createFileRoute } from '@tanstack/react-router';
import { OrganisationList } from '../../../../features/accounts/organisations/OrganisationList';
import { organisationListSearchSchema } from '../../../../features/accounts/organisations/organisationListSearch';

export const Route = createFileRoute('/$locale/accounts/organisations/')({
  validateSearch: organisationListSearchSchema,
  component: OrganisationList,
});
