import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import type { QualitySummary } from '../../api/quality';
import { fakeApi } from '../../api/testing/fakeApi';
import { sessionOf } from '../../auth/session';
import { sessionQueryKey } from '../../auth/useSession';
import { offerExtensions, resetExtensions } from '../../ui/testing/extensions';
import { renderPanel, routes } from '../../ui/testing/renderPanel';
import { DataHub } from './DataHub';

// The data hub's metadata quality (issue 51): the platform's for the superuser, and for whoever edits
// an organisation's datasets (a data publisher included, who does not reach the organisation's page),
// that organisation's; a group owns no dataset and has none.

afterEach(() => {
  setApiClient();
  resetExtensions();
});

const summary = (usergroup: number | null): QualitySummary => ({
  usergroup,
  dataset_count: 12,
  ratings: { excellent: 0, good: 2, sufficient: 4, bad: 6 },
  udata_average: 0.5,
  indicators: [{ scheme: 'mqa', id: 'keyword_usage', missed: 6 }],
  fixes: [{ id: 'add_keywords', datasets: 6, mqa_gain_each: 30, udata_gain_each: 0, raises_rating: 2 }],
  computed_at: '2026-12-07T08:00:00Z',
});

async function renderHub(user: Parameters<typeof sessionOf>[0]) {
  const api = fakeApi(
    routes({
      'GET /dashboard/task-queue-track/': { body: { count: 0, next: null, previous: null, results: [] } },
      'GET /dataset/quality/summary/': (request) => {
        const id = new URL(request.url).searchParams.get('usergroup_id');
        return { body: summary(id === null ? null : Number(id)) };
      },
    }),
  );
  const rendered = await renderPanel(<DataHub />);
  act(() => rendered.queryClient.setQueryData(sessionQueryKey, sessionOf(user)));
  return api;
}

const summaries = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((r) => r.url.startsWith('/fr/dataset/quality/summary/')).map((r) => r.url);

const publisher = {
  id: 3,
  username: 'producteur',
  usergroup_roles: [
    { role: 1, usergroup: { id: 2, display_name: 'CACL', usergroup_type: 'organisation' } },
    { role: 2, usergroup: { id: 7, display_name: 'Mobilité', usergroup_type: 'user-group' } },
  ],
};

describe("the data hub's metadata quality", () => {
  it("shows a data publisher each organisation's summary whose datasets they edit, and no group's", async () => {
    offerExtensions({ metadataQuality: true });
    const api = await renderHub(publisher);
    expect(
      await screen.findByRole('heading', { name: 'Metadata quality of the datasets of CACL' }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('table', { name: 'Datasets per MQA rating (data.europa.eu)' }),
    ).toBeTruthy();
    expect(summaries(api)).toEqual(['/fr/dataset/quality/summary/?usergroup_id=2']);
  });

  it("shows the superuser the platform's", async () => {
    offerExtensions({ metadataQuality: true });
    const api = await renderHub({ id: 1, username: 'admin', is_superuser: true, usergroup_roles: [] });
    expect(await screen.findByRole('heading', { name: 'Metadata quality of the datasets' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Datasets per MQA rating (data.europa.eu)' });
    expect(summaries(api)).toEqual(['/fr/dataset/quality/summary/']);
  });

  it('asks nothing without the extension', async () => {
    const api = await renderHub(publisher);
    await screen.findByRole('heading', { name: 'Latest tasks' });
    expect(screen.queryByText(/Metadata quality/)).toBeNull();
    expect(summaries(api)).toEqual([]);
  });

  it('asks nothing for a member without a role', async () => {
    offerExtensions({ metadataQuality: true });
    const api = await renderHub({ id: 4, username: 'visiteur', usergroup_roles: [] });
    await screen.findByRole('heading', { name: 'Latest tasks' });
    expect(screen.queryByText(/Metadata quality/)).toBeNull();
    expect(summaries(api)).toEqual([]);
  });
});
