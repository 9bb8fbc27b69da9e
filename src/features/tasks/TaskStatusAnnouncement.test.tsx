import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aTask } from '../../api/testing/datasetFixtures';
import { clearNotifications } from '../../notifications/notificationStore';
import { Toaster } from '../../notifications/Toaster';
import { renderWithI18n } from '../../ui/testing/renderWithI18n';
import { TaskStatusAnnouncement } from './TaskStatusAnnouncement';

afterEach(() => clearNotifications());

const politeRegion = () => document.querySelector('#toast-region [role="status"][aria-live="polite"]');

function Screen({ status }: { status: 'PENDING' | 'STARTED' | 'SUCCESS' }) {
  return (
    <>
      <TaskStatusAnnouncement task={aTask({ id: 71, status })} />
      <Toaster />
    </>
  );
}

// Other files' toasts may still be in the store: tests share one module graph (isolate: false).
beforeEach(() => clearNotifications());

describe('TaskStatusAnnouncement', () => {
  it('says nothing of the status the page opens with, then each new status once', () => {
    const { rerender } = renderWithI18n(<Screen status="PENDING" />);
    expect(politeRegion()?.textContent).toBe('');
    rerender(<Screen status="PENDING" />);
    expect(politeRegion()?.textContent).toBe('');
    rerender(<Screen status="SUCCESS" />);
    expect(politeRegion()?.textContent).toBe('Task 71: status now Succeeded');
    rerender(<Screen status="SUCCESS" />);
    expect(politeRegion()?.querySelectorAll('p')).toHaveLength(1);
  });
});
