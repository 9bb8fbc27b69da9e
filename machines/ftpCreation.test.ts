import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import ftpCreationMachine, {
  type FtpRecord,
  launchError,
  missingScenarioError,
} from './ftpCreation.machine.ts';
import { scenariosFor } from './scenarioAction.ts';
import { describeMachineModel } from './testing/describeMachineModel.ts';
import { ftpCreationModel } from './testing/models/ftpCreation.model.ts';

describeMachineModel(ftpCreationModel);

describe('sFTP scenarios', () => {
  it('looks scenarios up by action', () => {
    const scenarios = [
      { id: 1, codename: 'a', action: 'update' as const },
      { id: 2, codename: 'b', action: 'create' as const },
    ];
    expect(scenariosFor(scenarios, 'create').map((scenario) => scenario.id)).toEqual([2]);
    expect(scenariosFor([], 'update')).toEqual([]);
  });

  it('reads no error in a launch that launched or was cancelled (a pick by action is never cancelled)', () => {
    expect(launchError({ outcome: 'cancelled' } as never, 'create')).toBeNull();
    expect(launchError({ outcome: 'launched', scenario: { id: 3 } } as never, 'update')).toBeNull();
  });

  it('names the missing scenario after the action', () => {
    expect(missingScenarioError('create')).toEqual({ code: 'noCreationScenario' });
    expect(missingScenarioError('update')).toEqual({ code: 'noUpdateScenario' });
  });
});

describe('sFTP access asked at saving (decision 0032)', () => {
  const run = async (status: 'pending' | 'granted' | 'refused', filePath: string) => {
    const machine = ftpCreationMachine.provide({
      actors: {
        requestFtpAccess: fromPromise(async () => ({ status })),
        createFtpRecord: fromPromise<
          FtpRecord,
          { resourceId: number; dataformatId: number | null; filePath: string }
        >(async () => ({ id: 5, file_path: filePath })),
      },
    });
    const actor = createActor(machine, {
      input: {
        request: { resourceId: 1, usergroupId: 2, hasFtpAccess: false, action: 'create' },
        submission: { filePath, dataformatId: null },
      },
    }).start();
    const done = await waitFor(
      actor,
      (snapshot) => snapshot.status === 'done' || snapshot.matches('launchingScenario'),
    );
    return done;
  };

  it('stops at a waiting or refused request, and asks for a file when the access is granted without one', async () => {
    expect((await run('pending', '')).output?.error).toEqual({ code: 'accessNotGranted', status: 'pending' });
    expect((await run('refused', '')).output?.error).toEqual({ code: 'accessNotGranted', status: 'refused' });
    expect((await run('granted', '')).output?.error).toEqual({ code: 'noFileChosen' });
    expect((await run('granted', 'a.csv')).matches('launchingScenario')).toBe(true);
  });
});

describe('the file the scenario runs with', () => {
  it('is the path the server recorded, which may differ from the one chosen', async () => {
    let launchedWith: unknown = null;
    const machine = ftpCreationMachine.provide({
      actors: {
        createFtpRecord: fromPromise<
          FtpRecord,
          { resourceId: number; dataformatId: number | null; filePath: string }
        >(async () => ({ id: 5, file_path: '/depot/a.csv' })),
        launchScenario: fromPromise(async ({ input }) => {
          launchedWith = input;
          return { outcome: 'noScenario' as const };
        }) as never,
      },
    });
    const actor = createActor(machine, {
      input: {
        request: { resourceId: 1, usergroupId: 2, hasFtpAccess: true, action: 'create' },
        submission: { filePath: 'a.csv', dataformatId: null },
      },
    }).start();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(launchedWith).toMatchObject({ target: { resourceId: 1, ftpId: 5, filePath: '/depot/a.csv' } });
  });
});
