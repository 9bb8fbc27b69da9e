import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../ui/Page';

export const Route = createFileRoute('/$locale/jurisdictions/')({
  component: JurisdictionListScreen,
});

function JurisdictionListScreen() {
  const { t } = useLingui();
  return <Page title={t`Jurisdictions`} />;
}
