import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../ui/Page';

export const Route = createFileRoute('/$locale/jurisdictions/new')({
  component: JurisdictionCreateScreen,
});

function JurisdictionCreateScreen() {
  const { t } = useLingui();
  return <Page title={t`New jurisdiction`} />;
}
