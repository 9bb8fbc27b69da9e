import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import type { QualitySummary } from '../../api/quality';
import { fakeApi, jsonResponse } from '../../api/testing/fakeApi';
import { renderPanel } from '../../ui/testing/renderPanel';
import { QualitySummarySection } from './QualitySummarySection';

afterEach(() => setApiClient());

const summary: QualitySummary = {
  usergroup: 2,
  dataset_count: 900,
  ratings: { excellent: 3, good: 50, sufficient: 400, bad: 447 },
  udata_average: 0.614,
  indicators: [
    { scheme: 'mqa', id: 'keyword_usage', missed: 847 },
    { scheme: 'udata', id: 'license', missed: 120 },
  ],
  fixes: [{ id: 'add_keywords', datasets: 847, mqa_gain_each: 29.6, udata_gain_each: 0, raises_rating: 310 }],
  computed_at: '2026-12-07T08:00:00Z',
};

describe("an organisation's metadata quality", () => {
  it('counts the ratings, names the missed indicators and opens the list filtered on a fix', async () => {
    const server = fakeApi(() => jsonResponse(summary));
    await renderPanel(<QualitySummarySection usergroupId={2} />);
    const ratings = await screen.findByRole('table', { name: 'Datasets per MQA rating (data.europa.eu)' });
    expect(within(ratings).getByRole('row', { name: 'Bad 447 50%' })).toBeTruthy();
    expect(screen.getByText('Average score on data.gouv.fr: 61%')).toBeTruthy();
    const fixes = screen.getByRole('table', {
      name: 'The fixes that would raise the most datasets a rating',
    });
    expect(within(fixes).getByRole('row', { name: 'Add keywords 847 +30 310' })).toBeTruthy();
    const link = within(fixes).getByRole('link', { name: 'Add keywords' });
    const target = new URL((link as HTMLAnchorElement).href);
    expect(target.pathname).toBe('/publish/en/data/datasets/');
    expect(target.searchParams.get('quality_fix')).toBe('add_keywords');
    expect(target.searchParams.get('organisation')).toBe('[2]');
    const missed = screen.getByRole('table', { name: 'The indicators most often missed' });
    expect(within(missed).getByRole('row', { name: 'Keywords (MQA) 847' })).toBeTruthy();
    expect(within(missed).getByRole('row', { name: 'A licence (data.gouv.fr) 120' })).toBeTruthy();
    expect(server.last().url).toBe('/fr/dataset/quality/summary/?usergroup_id=2');
  });
});
