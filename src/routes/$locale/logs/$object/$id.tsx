import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam } from '../../../../app/routeParams';
import { Page } from '../../../../ui/Page';

export const Route = createFileRoute('/$locale/logs/$object/$id')({
  params: {
    parse: (raw) => ({ object: raw.object, id: parseIdParam(raw.id) }),
    stringify: (parsed) => ({ object: parsed.object, id: String(parsed.id) }),
  },
  component: LogsScreen,
});

function LogsScreen() {
  const { t } = useLingui();
  return <Page title={t`Logs`} />;
}
