import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../ui/Page';

export const Route = createFileRoute('/$locale/accounts/organisations/new')({
  component: OrganisationCreateScreen,
});

function OrganisationCreateScreen() {
  const { t } = useLingui();
  return <Page title={t`New organisation`} />;
}
