import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam } from '../../../../app/routeParams';
import { Page } from '../../../../ui/Page';

export const Route = createFileRoute('/$locale/accounts/spheres/$id')({
  params: {
    parse: (raw) => ({ id: parseIdParam(raw.id) }),
    stringify: (parsed) => ({ id: String(parsed.id) }),
  },
  component: SphereEditScreen,
});

function SphereEditScreen() {
  const { t } = useLingui();
  return <Page title={t`Sphere`} />;
}
