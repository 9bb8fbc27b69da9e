import { createFileRoute } from '@tanstack/react-router';
import { OrganisationCreate } from '../../../../features/accounts/organisations/OrganisationCreate';

export const Route = createFileRoute('/$locale/accounts/organisations/new')({
  component: OrganisationCreate,
});
