import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiClient } from '../../../../api/http';
import { aDataset } from '../../../../api/testing/datasetFixtures';
import { fakeApi } from '../../../../api/testing/fakeApi';
import { renderPanel, routes } from '../../../../ui/testing/renderPanel';
import { ExtentPanel } from './ExtentPanel';
import { HarvestProvenancePanel } from './HarvestProvenancePanel';

// jsdom has no WebGL: the map stands for itself as an empty box; what is read is the text beside it.
vi.mock('../../../../ui/map/BoundsMapView', () => ({
  default: ({ label }: { label: string }) => <div data-testid="map">{label}</div>,
}));

afterEach(() => setApiClient());

const LICENCES = [
  { id: 1, label: 'Licence Ouverte v2.0' },
  { id: 2, label: 'ODbL' },
];

const harvested = aDataset({
  license: 1,
  bounds: [-54.6, 2.1, -51.6, 5.8],
  geographical_coverage: 'record',
  extras: {
    moissonnage: 'Catalogue CKAN de la CTG',
    identifiant_distant: 'qualite-air',
    url_distante: 'https://portail.example.fr/jeux/qualite-air',
  },
});

describe('the extent of a harvested dataset', () => {
  it('shows its bounds on a map with the four coordinates as text, and the coverage from the record', async () => {
    await renderPanel(<ExtentPanel dataset={harvested} />);
    const panel = screen.getByRole('region', { name: 'Geographical extent' });
    expect(panel.textContent).toContain('Geographical coverage: From the harvested record');
    expect(await within(panel).findByTestId('map')).toBeTruthy();
    const terms = within(panel)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual(['West: -54.6°', 'South: 2.1°', 'East: -51.6°', 'North: 5.8°']);
    expect(within(panel).getByRole('figure', { name: /Bounds \(WGS 84 degrees\)/ })).toBeTruthy();
  });

  it('is not shown for a dataset without bounds', async () => {
    await renderPanel(<ExtentPanel dataset={aDataset()} />);
    expect(screen.queryByRole('region', { name: 'Geographical extent' })).toBeNull();
  });
});

describe('the harvest provenance of a dataset', () => {
  it('names the indexer, links the remote record and shows the licence by its label', async () => {
    fakeApi(routes({ 'GET /dataset/licenses/': { body: LICENCES } }));
    await renderPanel(<HarvestProvenancePanel dataset={harvested} />);
    const panel = screen.getByRole('region', { name: 'Harvest' });
    expect(panel.textContent).toContain('Harvested by the indexerCatalogue CKAN de la CTG');
    const link = within(panel).getByRole('link', { name: /portail\.example\.fr/ });
    expect(link.getAttribute('href')).toBe('https://portail.example.fr/jeux/qualite-air');
    expect(await within(panel).findByText('Licence Ouverte v2.0')).toBeTruthy();
  });

  it('keeps a licence the platform does not know as the record names it', async () => {
    fakeApi(routes({ 'GET /dataset/licenses/': { body: LICENCES } }));
    const unknown = aDataset({
      license: null,
      extras: { moissonnage: 'Géocatalogue', licence_distante: 'Licence maison 1.0' },
    });
    await renderPanel(<HarvestProvenancePanel dataset={unknown} />);
    const panel = screen.getByRole('region', { name: 'Harvest' });
    expect(
      within(panel).getByText("Licence maison 1.0 (not in the platform's list: kept as the record names it)"),
    ).toBeTruthy();
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it('is not shown for a dataset no harvest wrote', async () => {
    fakeApi(routes({ 'GET /dataset/licenses/': { body: LICENCES } }));
    await renderPanel(<HarvestProvenancePanel dataset={aDataset({ extras: { source: 'saisie' } })} />);
    expect(screen.queryByRole('region', { name: 'Harvest' })).toBeNull();
  });
});
