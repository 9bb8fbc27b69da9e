import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../../../api/http';
import type { ProcessingEntry, Resource } from '../../../../api/resources';
import { aResource } from '../../../../api/testing/datasetFixtures';
import { fakeApi, jsonResponse } from '../../../../api/testing/fakeApi';
import { clearNotifications } from '../../../../notifications/notificationStore';
import { Toaster } from '../../../../notifications/Toaster';
import { renderPanel } from '../../../../ui/testing/renderPanel';
import { ResourceItem } from './ResourceItem';

afterEach(() => {
  setApiClient();
  clearNotifications();
});

const running: ProcessingEntry = { id: 1, state: 'PENDING', task_id: 70, acknowledged: false };

/** The resource as two reloads give it: its operation running, then ended as `ended`. */
function Reloads({ ended }: { ended: ProcessingEntry[] }) {
  const [resource, setResource] = useState<Resource>(
    aResource({ id: 41, display_name: 'Pistes cyclables', _processing: [running] }),
  );
  return (
    <>
      <ResourceItem datasetId={5} resource={resource} canManage />
      <button type="button" onClick={() => setResource({ ...resource, _processing: ended })}>
        Reload
      </button>
      <Toaster />
    </>
  );
}

const politeRegion = () => document.querySelector('#toast-region [role="status"][aria-live="polite"]');

// Other files' toasts may still be in the store: tests share one module graph (isolate: false).
beforeEach(() => clearNotifications());

describe('ResourceItem', () => {
  it('says, naming the resource, that its operation is finished', async () => {
    fakeApi(() => jsonResponse([]));
    const { user } = await renderPanel(<Reloads ended={[{ ...running, state: 'SUCCESS' }]} />);
    expect(screen.getByText('Operation in progress')).toBeTruthy();
    expect(politeRegion()?.textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(politeRegion()?.textContent).toBe('The operation on the resource Pistes cyclables is finished');
  });

  it('says, naming the resource, that its operation failed', async () => {
    fakeApi(() => jsonResponse([]));
    const { user } = await renderPanel(<Reloads ended={[{ ...running, state: 'FAILURE' }]} />);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(politeRegion()?.textContent).toBe('The operation on the resource Pistes cyclables failed');
  });

  it('offers the preview of a processed resource to who may consult the data, and to no one else', async () => {
    fakeApi(() => jsonResponse([]));
    const processed = aResource({
      id: 42,
      display_name: 'Arrêts',
      _processing: [{ ...running, state: 'SUCCESS' }],
    });
    const { unmount } = await renderPanel(
      <ResourceItem datasetId={5} resource={processed} canManage={false} canConsult />,
    );
    const link = screen.getByRole('link', { name: 'Preview the data of Arrêts' });
    expect(link.getAttribute('href')).toBe('/publish/en/data/datasets/5/resources/42/preview/');
    unmount();
    await renderPanel(<ResourceItem datasetId={5} resource={processed} canManage />);
    expect(screen.queryByRole('link', { name: 'Preview the data of Arrêts' })).toBeNull();
  });
});
