import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { optionalIdSearch } from '../../../../app/routeParams';
import { Page } from '../../../../ui/Page';

const taskListSearch = v.object({
  /** Only the tasks of this dataset. */
  dataset: optionalIdSearch,
});

export const Route = createFileRoute('/$locale/data/tasks/')({
  validateSearch: taskListSearch,
  component: TaskListScreen,
});

function TaskListScreen() {
  const { t } = useLingui();
  return <Page title={t`Tasks`} />;
}
