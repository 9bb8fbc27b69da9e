import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiClient } from '../../../api/http';
import { fakeApi, jsonResponse } from '../../../api/testing/fakeApi';
import { clearNotifications } from '../../../notifications/notificationStore';
import { Toaster } from '../../../notifications/Toaster';
import { renderPanel } from '../../../ui/testing/renderPanel';
import { DatasetForm } from './DatasetForm';
import { emptyDatasetForm } from './datasetFormSchema';

afterEach(() => {
  setApiClient();
  clearNotifications();
});

// Other files' toasts may still be in the store: tests share one module graph (isolate: false).
beforeEach(() => clearNotifications());

describe('KeywordsField', () => {
  it('says politely, once, the keyword it has added', async () => {
    fakeApi(() => jsonResponse([]));
    const { user } = await renderPanel(
      <>
        <DatasetForm dataset={null} initialValues={emptyDatasetForm} readOnly={false} onSubmit={vi.fn()} />
        <Toaster />
      </>,
    );
    await user.type(screen.getByRole('combobox', { name: /^Keywords/ }), 'hydrology{Enter}');
    expect(screen.getByRole('listitem', { name: '' }).textContent).toContain('hydrology');
    const region = document.querySelector('#toast-region [role="status"][aria-live="polite"]');
    expect(region?.textContent).toBe('Keyword hydrology added');
  });
});
