import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DcatContext, datasetToDcat } from '../../../contract/quality/fromDataset';
import { assessQuality } from '../../../contract/quality/index';
import { fixToWire, mqaToWire, udataToWire } from '../../../contract/quality/wire';
import type { Dataset } from '../../api/datasets';
import { setApiClient } from '../../api/http';
import { aDataset } from '../../api/testing/datasetFixtures';
import { fakeApi, jsonResponse } from '../../api/testing/fakeApi';
import { clearNotifications } from '../../notifications/notificationStore';
import { Toaster } from '../../notifications/Toaster';
import { offerExtensions, resetExtensions } from '../../ui/testing/extensions';
import { renderPanel } from '../../ui/testing/renderPanel';
import { DatasetQualityAside } from './DatasetQualityAside';
import { DatasetForm } from './form/DatasetForm';
import { datasetFormValuesOf } from './form/datasetFormSchema';

afterEach(() => {
  setApiClient();
  resetExtensions();
  clearNotifications();
});
beforeEach(() => clearNotifications());

const today = new Date().toISOString().slice(0, 10);

// A dataset made by another client, without keywords: the form lets it open, the MQA misses them.
const dataset = aDataset({ tags: [] });

const noLabels: DcatContext['labels'] = {
  categories: new Map(),
  licences: new Map(),
  updateFrequencies: new Map(),
  restrictions: new Map(),
  granularities: new Map(),
  contactRoles: new Map(),
  dataFormats: new Map(),
};

/** The server's stored scores of `scored`, written as the API writes them. */
function storedQuality(scored: Dataset) {
  const context = { baseUrl: 'http://localhost/fr', labels: noLabels, distributions: new Map() };
  const { mqa, udata, fixes } = assessQuality(datasetToDcat(scored, context), today);
  return {
    dataset: scored.id,
    mqa: mqaToWire(mqa),
    udata: udataToWire(udata),
    fixes: fixes.map(fixToWire),
    facts: [],
    computed_at: '2026-12-07T08:00:00Z',
  };
}

/** The quality endpoint and the reference lists (empty) answer; anything else is not found. */
function fakeServer() {
  return fakeApi((request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/dataset/datasets/5/quality/')) return jsonResponse(storedQuality(dataset));
    if (
      /\/(categories|licenses|update-frequencies|restrictions|granularities|contact-roles|data-format)\/$/.test(
        path,
      )
    )
      return jsonResponse([]);
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
}

async function renderDatasetPage(readOnly = false) {
  const initialValues = datasetFormValuesOf(dataset);
  return renderPanel(
    <>
      <DatasetForm
        dataset={dataset}
        initialValues={initialValues}
        readOnly={readOnly}
        onSubmit={vi.fn()}
        aside={(store) => (
          <DatasetQualityAside
            store={store}
            dataset={dataset}
            initialValues={initialValues}
            readOnly={readOnly}
          />
        )}
      />
      <Toaster />
    </>,
  );
}

describe('the metadata quality beside the dataset form', () => {
  it('moves the rating and the fixes as a keyword is typed, before saving', async () => {
    offerExtensions({ metadataQuality: true });
    const server = fakeServer();
    const { user } = await renderDatasetPage();
    const panel = await screen.findByRole('region', { name: 'Metadata quality' });
    const points = await within(panel).findByTestId('mqa-points');
    const before = Number(/\d+/.exec(points.textContent ?? '')?.[0]);
    expect(within(panel).getByRole('link', { name: 'Add keywords' })).toHaveProperty('hash', '#dataset-tags');
    // What no field holds leads to its panel on the page.
    expect(within(panel).getByRole('link', { name: 'Add a contact' })).toHaveProperty(
      'hash',
      '#dataset-contacts',
    );
    expect(within(panel).getByRole('link', { name: 'Add a resource' })).toHaveProperty(
      'hash',
      '#dataset-resources',
    );
    expect(within(panel).queryByTestId('mqa-change')).toBeNull();
    const region = document.querySelector('#toast-region [role="status"][aria-live="polite"]');
    expect(region?.textContent ?? '').not.toContain('Metadata quality');

    await user.type(screen.getByRole('combobox', { name: /^Keywords/ }), 'hydrology{Enter}');

    await vi.waitFor(() =>
      expect(within(panel).getByTestId('mqa-points').textContent).toContain(`${before + 30} points`),
    );
    expect(within(panel).getByTestId('mqa-change').textContent).toContain(
      `Before saving: ${before} → ${before + 30} points, +30 points with this edit`,
    );
    expect(within(panel).queryByRole('link', { name: 'Add keywords' })).toBeNull();
    // Said politely once the score moved, not at each keystroke.
    expect(region?.textContent).toContain(
      `Metadata quality with this edit: ${before + 30} points of 405 on the MQA`,
    );
    // Recomputed in the browser: the stored scores were asked once, the form's values never sent.
    expect(server.requests.filter((request) => request.url.includes('/quality/'))).toHaveLength(1);
    expect(server.requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('links a fix to its field and brings the focus there', async () => {
    offerExtensions({ metadataQuality: true });
    fakeServer();
    const { user } = await renderDatasetPage();
    const panel = await screen.findByRole('region', { name: 'Metadata quality' });
    await user.click(await within(panel).findByRole('link', { name: 'Add keywords' }));
    expect(document.activeElement?.id).toBe('dataset-tags');
  });

  it('shows a read-only viewer the ratings without what an edit would do, and no links', async () => {
    offerExtensions({ metadataQuality: true });
    fakeServer();
    await renderDatasetPage(true);
    const panel = await screen.findByRole('region', { name: 'Metadata quality' });
    await within(panel).findByTestId('mqa-points');
    expect(within(panel).getByText('Add keywords')).toBeTruthy();
    expect(within(panel).queryAllByRole('link', { name: 'Add keywords' })).toEqual([]);
    expect(panel.textContent).not.toContain('Before saving');
  });

  it('shows nothing and asks nothing where the backend has no metadata quality', async () => {
    const server = fakeServer();
    await renderDatasetPage();
    await screen.findByRole('combobox', { name: /^Keywords/ });
    expect(screen.queryByRole('region', { name: 'Metadata quality' })).toBeNull();
    expect(server.requests.filter((request) => request.url.includes('quality'))).toEqual([]);
  });
});
