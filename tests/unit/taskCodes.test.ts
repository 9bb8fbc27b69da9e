import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STEP_WORDS } from '../../server/messages/tables/steps.ts';
import { SCENARIOS } from '../../server/seed/reference.ts';
import { TASK_ACTIONS, TASK_STEPS } from '../../src/domain/tasks/taskCodes.ts';

// The interface's code tables follow what the reference backend sends: a code it sends without a
// label would show as a code.

describe('task codes', () => {
  it('list every scenario codename of the backend and the harvest', () => {
    const codenames = Object.values(SCENARIOS).flatMap((scenarios) =>
      scenarios.map(([codename]) => codename),
    );
    expect([...TASK_ACTIONS].sort()).toEqual(['harvest', ...codenames].sort());
  });

  it('list every step the worker, the queue and the repairs write', () => {
    const sources = [
      'server/worker/worker.ts',
      'server/worker/jobs/databaseLayers.ts',
      'server/worker/jobs/geospatial.ts',
      'server/worker/jobs/publication.ts',
      'server/worker/jobs/resourceData.ts',
      'server/worker/jobs/harvest.ts',
      'server/worker/jobs/geographicLayer.ts',
      'server/model/task/repair.ts',
      'server/tasks/taskQueue.ts',
    ].map((path) => readFileSync(path, 'utf8'));
    const written = new Set<string>();
    const patterns = [
      /\b(?:entry|timelineEntry)\('([a-z_]+)'/g,
      /run\.(?:step|stage)\(\s*'([a-z_]+)'/g,
      /'step', '([a-z_]+)'/g,
      /run\.step\(\s*publish \? '([a-z_]+)' : '([a-z_]+)'/g,
    ];
    for (const source of sources) {
      for (const pattern of patterns) {
        for (const match of source.matchAll(pattern)) for (const step of match.slice(1)) written.add(step);
      }
    }
    expect(written.size).toBeGreaterThan(15);
    expect([...written].filter((step) => !(TASK_STEPS as readonly string[]).includes(step))).toEqual([]);
  });

  it('name the same steps in the server’s sentences as on the screens', () => {
    expect(Object.keys(STEP_WORDS).sort()).toEqual([...TASK_STEPS].sort());
  });
});
