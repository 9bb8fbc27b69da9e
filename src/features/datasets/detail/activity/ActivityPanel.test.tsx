import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../../api/datasets';
import { setApiClient } from '../../../../api/http';
import { fakeApi } from '../../../../api/testing/fakeApi';
import { renderPanel, routes } from '../../../../ui/testing/renderPanel';
import { ActivityPanel } from './ActivityPanel';

afterEach(() => setApiClient());

// Names only: the activity gives no e-mail address (security audit L1).
const admin = {
  id: 1,
  username: 'admin',
  first_name: 'Alice',
  last_name: 'Admin',
};

function entries(page: number): ActivityEntry[] {
  return Array.from({ length: page === 1 ? 20 : 3 }, (_, index) => ({
    id: 100 - (page - 1) * 20 - index,
    date: '2024-03-05T10:00:00Z',
    user:
      index === 0 ? admin : index === 1 ? null : { ...admin, first_name: '', last_name: '', username: 'bot' },
    action: index === 0 ? 'updated' : index === 1 ? 'scenario' : 'something_new',
    description: `Entry ${page}-${index}`,
  }));
}

describe('ActivityPanel', () => {
  it('shows who did what and when, 20 per page, and pages through it', async () => {
    const api = fakeApi(
      routes({
        'GET /dataset/datasets/5/activity/': (request) => {
          const page = Number(new URL(request.url).searchParams.get('page'));
          return { body: { count: 23, next: null, previous: null, results: entries(page) } };
        },
      }),
    );
    const { user } = await renderPanel(<ActivityPanel datasetId={5} />);
    const panel = screen.getByRole('region', { name: 'Activity and history' });
    await within(panel).findByText('Entry 1-0');
    const cells = (text: string) =>
      within(within(panel).getByRole('row', { name: new RegExp(`${text}$`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Entry 1-0')).toEqual(['Alice Admin', 'Update', 'Entry 1-0']);
    expect(cells('Entry 1-1')).toEqual(['The platform', 'Processing', 'Entry 1-1']);
    // A user without a name shows the user name; an unknown action its code.
    expect(cells('Entry 1-2')).toEqual(['bot', 'something_new', 'Entry 1-2']);
    expect(api.last().url).toBe('/fr/dataset/datasets/5/activity/?page=1&page_size=20');

    await user.click(within(panel).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(panel).getAllByRole('rowheader')).toHaveLength(3));
    expect(api.last().url).toBe('/fr/dataset/datasets/5/activity/?page=2&page_size=20');
    expect(within(panel).getByText('21–23 of 23')).toBeTruthy();
  });

  it('names a harvest in words', async () => {
    const harvest: ActivityEntry = {
      id: 7,
      date: '2026-12-06T10:00:00Z',
      user: null,
      action: 'harvested',
      description: 'Moissonné depuis Catalogue CKAN de la CTG',
    };
    fakeApi(
      routes({
        'GET /dataset/datasets/5/activity/': {
          body: { count: 1, next: null, previous: null, results: [harvest] },
        },
      }),
    );
    await renderPanel(<ActivityPanel datasetId={5} />);
    const row = await screen.findByRole('row', { name: /Moissonné depuis/ });
    expect(within(row).getAllByRole('cell')[1]?.textContent).toBe('Harvest');
  });
});
