import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../ui/Page';

export const Route = createFileRoute('/$locale/data/datasets/new')({
  component: DatasetCreateScreen,
});

function DatasetCreateScreen() {
  const { t } = useLingui();
  return <Page title={t`New dataset`} />;
}
