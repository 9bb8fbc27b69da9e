import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Task } from '../../api/tasks';
import { aTask } from '../../api/testing/datasetFixtures';
import { clearNotifications } from '../../notifications/notificationStore';
import { Toaster } from '../../notifications/Toaster';
import { renderWithI18n } from '../../ui/testing/renderWithI18n';
import { useAnnounceTaskChanges } from './useAnnounceTaskChanges';

// Other files' toasts may still be in the store: tests share one module graph (isolate: false).
beforeEach(() => clearNotifications());
afterEach(() => clearNotifications());

function List({ tasks }: { tasks: Task[] | undefined }) {
  useAnnounceTaskChanges(tasks);
  return <Toaster />;
}

const spoken = () =>
  [...(document.querySelectorAll('#toast-region [role="status"] p') ?? [])].map((line) => line.textContent);

const publishing = aTask({
  id: 77,
  status: 'STARTED',
  action: 'publish-dataset',
  object_display: 'Arrêts de bus',
});

describe('useAnnounceTaskChanges', () => {
  it('says nothing of the first list, then names a task that ended and a new task', () => {
    const { rerender } = renderWithI18n(<List tasks={undefined} />);
    rerender(<List tasks={[publishing]} />);
    expect(spoken()).toEqual([]);
    rerender(<List tasks={[{ ...publishing }]} />);
    expect(spoken()).toEqual([]);
    rerender(
      <List
        tasks={[
          aTask({ id: 78, status: 'PENDING', action: 'import-resource', object_display: 'Pistes' }),
          { ...publishing, status: 'FAILURE' },
        ]}
      />,
    );
    expect(spoken()).toEqual([
      'New task 78: import-resource on Pistes, Waiting',
      'Task 77, Publication of the dataset on Arrêts de bus: Failed',
    ]);
  });

  it('says nothing of the rows a search brings: only of what a later reload changes, the action in words', () => {
    const { rerender } = renderWithI18n(<List tasks={[publishing]} />);
    rerender(<List tasks={undefined} />);
    const found = aTask({ id: 12, status: 'SUCCESS', action: 'import-resource', object_display: 'Pistes' });
    rerender(<List tasks={[found]} />);
    expect(spoken()).toEqual([]);
    rerender(<List tasks={[aTask({ id: 90, status: 'STARTED', object_display: 'Routes' }), found]} />);
    expect(spoken()).toEqual(['New task 90: Publication of the dataset on Routes, Running']);
  });
});
