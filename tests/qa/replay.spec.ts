import { expect, test } from '@playwright/test';
import { loadPathDocuments, pathsToReplay, replayTitle } from './loadPaths.ts';
import { machineReplays } from './replays.ts';
import { driverKeyOf } from './types.ts';

// Every generated path of every machine (or, with QA_PATHS=covering, the paths that cover them), replayed in Chromium against the reference backend: each step's
// event is made to happen by its driver (a gesture, or the server's answer), then each active state's
// assertion checks that the page shows what the state's description says.
// A machine without a replay module has no tests here: `npm run qa` reports its paths as not replayed.
for (const document of loadPathDocuments()) {
  const replay = machineReplays[document.machine];
  if (!replay) continue;
  test.describe(document.machine, () => {
    for (const path of pathsToReplay(document)) {
      test(replayTitle(document.machine, path.id, path.description), async ({ page }) => {
        const handles = await replay.open(page, path);
        for (const [index, step] of path.steps.entries()) {
          if (index > 0) {
            const key = driverKeyOf(step.event.type);
            const drive = replay.drivers[key];
            expect(drive, `a driver for ${key}`).toBeDefined();
            await test.step(`${index}. ${step.event.type}`, () => drive?.(handles, step.event, step.state));
          }
          for (const key of step.state.keys) {
            const check = replay.assertions[key];
            expect(check, `an assertion for ${key}`).toBeDefined();
            await test.step(`${index}. ${key}: ${step.state.descriptions[key] ?? ''}`, () =>
              check?.(handles, step.state));
          }
        }
      });
    }
  });
}
