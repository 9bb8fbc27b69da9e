import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTask } from '../../api/testing/datasetFixtures';
import { renderPanel } from '../../ui/testing/renderPanel';
import { TaskTable } from './TaskTable';

const rows = [aTask({ id: 5, object_class: 'resource', object_id: 12, object_display: 'routes.csv' })];
const props = { caption: 'Tasks', rows, loading: false, error: false, onRetry: () => undefined };

describe('TaskTable health column', () => {
  it('shows the last runs of each row’s backend object when given', async () => {
    const health = [
      {
        object_class: 'resource',
        object_id: 12,
        runs: [{ id: 4, status: 'FAILURE' as const, end_date: null }],
      },
    ];
    await renderPanel(<TaskTable {...props} health={health} />);
    const row = screen.getByRole('row', { name: /Task 5/ });
    expect(within(row).getByRole('img', { name: 'Last run: Failed' })).toBeTruthy();
  });

  it('has no such column without health', async () => {
    await renderPanel(<TaskTable {...props} />);
    screen.getByRole('row', { name: /Task 5/ });
    expect(screen.queryByRole('columnheader', { name: 'Recent runs' })).toBeNull();
  });
});
