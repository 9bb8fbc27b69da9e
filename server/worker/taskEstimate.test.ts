import { describe, expect, test } from 'vitest';
import { insight, startRepairServer, w } from './testing/taskRepairHarness.ts';

/** How long a task should take (issue 32): its estimate comes from runs of similar sizes. */

startRepairServer();

describe('how long a task should take', () => {
  test('the estimate is the median of the runs of the same action on inputs of a similar size', async () => {
    const insert = (status: string, seconds: number, size: number) =>
      w.server.app.db.query<{ id: number }>(
        `insert into task (status, action, object_class, object_id, object_display, usergroup_id, start_date, end_date,
           input_size, input_unit)
         values ($1, 'estimate-check', 'resource', 1, 'Estimation', $2, now() - make_interval(secs => $3),
           now(), $4, 'bytes') returning id`,
        [status, w.f.ids.cacl, seconds, size],
      );
    for (const seconds of [10, 12, 14]) await insert('SUCCESS', seconds, 1_000);
    for (const seconds of [300, 320, 340, 360]) await insert('SUCCESS', seconds, 500_000);
    const [failed] = await insert('FAILURE', 5, 1_200);
    const estimate = (await insight(failed?.id ?? 0)).estimate;
    expect(estimate).toMatchObject({ typical_seconds: 12, samples: 3, similar_size: true });
  });
});
