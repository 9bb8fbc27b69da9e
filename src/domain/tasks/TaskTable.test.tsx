import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTask } from '../../api/testing/datasetFixtures';
import { renderPanel } from '../../ui/testing/renderPanel';
import { TaskTable } from './TaskTable';

const rows = [aTask({ id: 5, object_class: 'resource', object_id: 12, object_display: 'routes.csv' })];
const props = { caption: 'Tasks', rows, loading: false, error: false, onRetry: () => undefined };

describe('TaskTable action column', () => {
  it('names the action in words, with its code on demand; an unknown action shows its code', async () => {
    const tasks = [aTask({ id: 6, action: 'href-check' }), aTask({ id: 7, action: 'vendor-special-action' })];
    await renderPanel(<TaskTable {...props} rows={tasks} />);
    const known = screen.getByRole('row', { name: /Task 6/ });
    expect(within(known).getByText('Check of the URL', { ignore: '.sr-only' })).toBeTruthy();
    expect(within(known).getByText('href-check').closest('[data-support-code]')).not.toBeNull();
    const unknown = screen.getByRole('row', { name: /Task 7/ });
    expect(within(unknown).getByText('vendor-special-action').closest('[data-support-code]')).toBeNull();
  });
});

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
