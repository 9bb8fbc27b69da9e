import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import resourceCreationMachine from './resourceCreation.machine.ts';
import { describeMachineModel } from './testing/describeMachineModel.ts';
import { resourceCreationModel } from './testing/models/resourceCreation.model.ts';
import { fields } from './testing/models/resourceSaveSamples.ts';

describeMachineModel(resourceCreationModel);

// The event table's sFTP submission has a file and the access (the page's usual case); a superuser may also
// save an sFTP resource before the space is open, with no file yet: the flow then asks for the access only.
describe('an sFTP creation before the space is open', () => {
  it('gives the sFTP flow no file, so it asks for the access only', async () => {
    let ftpInput: unknown = null;
    const machine = resourceCreationMachine.provide({
      actors: {
        createResource: fromPromise(async () => ({ id: 21 })) as never,
        linkResource: fromPromise(async () => ({ id: 31 })) as never,
        createFtp: fromPromise(async ({ input }) => {
          ftpInput = input;
          return { action: 'create', error: { code: 'accessNotGranted', status: 'pending' } };
        }) as never,
      },
    });
    const actor = createActor(machine, {
      input: { datasetId: 7, usergroupId: 4, type: 1, isSuperuser: true },
    }).start();
    actor.send({
      type: 'resource.submitted',
      fields,
      record: { kind: 'ftp', dataformatId: 3, filePath: null, hasFtpAccess: false },
    });
    await waitFor(actor, () => ftpInput !== null);
    expect(ftpInput).toMatchObject({
      request: { resourceId: 21, usergroupId: 4, hasFtpAccess: false, action: 'create' },
      submission: { filePath: '', dataformatId: 3 },
    });
  });
});
