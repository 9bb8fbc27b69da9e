import { describe, expect, test } from 'vitest';
import { insertTask, startKit } from '../attention/testing/testKit.ts';

// The task queue filtered by status, action and start date (issue 48, audit U16).

const kit = startKit();

type Page = { count: number; results: { id: number; status: string; action: string }[] };

const list = async (query: Record<string, string | number>) => {
  const answer = await kit.f
    .client('admin')
    .request<Page>('GET', '/fr/dashboard/task-queue-track/', { query: { page_size: 100, ...query } });
  expect(answer.status).toBe(200);
  return answer.body.results.map((task) => task.id);
};

describe('listTasks filters', () => {
  test('by action (comma list), with the statuses, and by the day it started', async () => {
    const { f } = kit;
    const common = { objectId: f.ids.caclResource, group: f.ids.cacl };
    const harvest = await insertTask(kit, { ...common, action: 'harvest-filter-test', status: 'FAILURE' });
    const check = await insertTask(kit, { ...common, action: 'check-filter-test', status: 'SUCCESS' });
    const old = await insertTask(kit, {
      ...common,
      action: 'check-filter-test',
      status: 'SUCCESS',
      createdAgo: 10 * 86_400,
      startedAgo: 10 * 86_400,
      endedAgo: 10 * 86_400,
    });

    expect(await list({ action__in: 'harvest-filter-test' })).toEqual([harvest]);
    expect(new Set(await list({ action__in: 'harvest-filter-test,check-filter-test' }))).toEqual(
      new Set([harvest, check, old]),
    );
    expect(await list({ action__in: 'check-filter-test', status__in: 'FAILURE' })).toEqual([]);

    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    expect(await list({ action__in: 'check-filter-test', start_date__gte: day(2) })).toEqual([check]);
    expect(await list({ action__in: 'check-filter-test', start_date__lte: day(5) })).toEqual([old]);
  });

  test('an unreadable date is refused', async () => {
    const answer = await kit.f
      .client('admin')
      .request('GET', '/fr/dashboard/task-queue-track/', { query: { start_date__gte: 'yesterday' } });
    expect(answer.status).toBe(400);
  });
});
