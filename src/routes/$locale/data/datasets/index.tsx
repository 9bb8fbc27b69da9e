import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../ui/Page';

export const Route = createFileRoute('/$locale/data/datasets/')({
  component: DatasetListScreen,
});

function DatasetListScreen() {
  const { t } = useLingui();
  return <Page title={t`Datasets`} />;
}
