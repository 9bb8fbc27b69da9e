import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../../../api/http';
import { aDataset } from '../../../../api/testing/datasetFixtures';
import { fakeApi } from '../../../../api/testing/fakeApi';
import { renderPanel, routes } from '../../../../ui/testing/renderPanel';
import { RelatedDatasetsPanel } from './RelatedDatasetsPanel';

afterEach(() => setApiClient());

describe('RelatedDatasetsPanel', () => {
  it('links the parent, named from the parent itself, and each child', async () => {
    fakeApi(
      routes({ 'GET /dataset/datasets/3/': { body: aDataset({ id: 3, display_name: 'Réseau de bus' }) } }),
    );
    await renderPanel(
      <RelatedDatasetsPanel
        dataset={{
          parent: 3,
          children: [
            { id: 8, display_name: 'Arrêts 2023' },
            { id: 9, display_name: 'Arrêts 2024' },
          ],
        }}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Parent and children datasets' });
    const parent = await within(panel).findByRole('link', { name: 'Réseau de bus' });
    expect(parent.getAttribute('href')).toBe('/publish/en/data/datasets/3/');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => [item.textContent, within(item).getByRole('link').getAttribute('href')]),
    ).toEqual([
      ['Arrêts 2023', '/publish/en/data/datasets/8/'],
      ['Arrêts 2024', '/publish/en/data/datasets/9/'],
    ]);
  });

  it('says when there is neither parent nor child', async () => {
    fakeApi(routes({}));
    await renderPanel(<RelatedDatasetsPanel dataset={{ parent: null, children: [] }} />);
    expect(screen.getByText('No parent dataset.')).toBeTruthy();
    expect(screen.getByText('No child dataset.')).toBeTruthy();
  });
});
