import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam } from '../../../app/routeParams';
import { Page } from '../../../ui/Page';

export const Route = createFileRoute('/$locale/jurisdictions/$id')({
  params: {
    parse: (raw) => ({ id: parseIdParam(raw.id) }),
    stringify: (parsed) => ({ id: String(parsed.id) }),
  },
  component: JurisdictionEditScreen,
});

function JurisdictionEditScreen() {
  const { t } = useLingui();
  return <Page title={t`Jurisdiction`} />;
}
