import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import ftpCreationMachine, { type FtpCreationInput, ftpOutcome } from '../../ftpCreation.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';
import { launchSamples } from './scenarioLaunchSamples.ts';

type FtpCreationMachine = typeof ftpCreationMachine;

const filePath = 'releves/stations-2025.csv';

const events = {
  'xstate.done.actor.requestFtpAccess': [
    { type: 'xstate.done.actor.requestFtpAccess', output: { status: 'granted' } },
    { type: 'xstate.done.actor.requestFtpAccess', output: { status: 'pending' } },
  ],
  'xstate.error.actor.requestFtpAccess': [
    { type: 'xstate.error.actor.requestFtpAccess', error: { status: 500 } },
  ],
  'xstate.done.actor.createFtpRecord': [
    { type: 'xstate.done.actor.createFtpRecord', output: { id: 31, file_path: filePath } },
  ],
  'xstate.error.actor.createFtpRecord': [
    { type: 'xstate.error.actor.createFtpRecord', error: { status: 400 } },
  ],
  'xstate.done.actor.launchScenario': launchSamples('launched', 'noScenario', 'fetchFailed', 'runFailed'),
} as const satisfies EventTable<FtpCreationMachine>;

const busy = { tags: ['busy'] } as const;

const states = {
  // Left at once: the path's first state is where it goes (the harness counts it by its transitions).
  starting: {},
  requestingAccess: {
    ...busy,
    invokes: ['requestFtpAccess'],
    check: ({ snapshot, started }) => {
      strictEqual(snapshot.context.request.hasFtpAccess, false, 'access is requested only when missing');
      for (const start of started)
        deepStrictEqual(start.input, { usergroupId: snapshot.context.request.usergroupId });
    },
  },
  creatingRecord: {
    ...busy,
    invokes: ['createFtpRecord'],
    check: ({ snapshot, started }) => {
      for (const start of started)
        deepStrictEqual(start.input, {
          resourceId: snapshot.context.request.resourceId,
          dataformatId: 3,
          filePath,
        });
    },
  },
  launchingScenario: {
    ...busy,
    invokes: ['launchScenario'],
    check: ({ snapshot, started }) => {
      deepStrictEqual(snapshot.context.currentFtp, { id: 31, filePath });
      for (const start of started)
        deepStrictEqual(start.input, {
          target: { resourceId: snapshot.context.request.resourceId, ftpId: 31, filePath },
          pick: { by: 'action', action: snapshot.context.request.action },
        });
    },
  },
  succeeded: {
    check: ({ snapshot }) => {
      strictEqual(snapshot.status, 'done');
      deepStrictEqual(snapshot.output, { action: snapshot.context.request.action, error: null });
      strictEqual(snapshot.context.currentFtp, null, 'the current sFTP record is cleared afterwards');
    },
  },
  failed: {
    tags: ['error'],
    check: ({ snapshot }) => {
      strictEqual(snapshot.status, 'done', 'a failure ends the flow: the resource machine goes on');
      const { error, request, currentFtp } = snapshot.context;
      notStrictEqual(error, null);
      deepStrictEqual(snapshot.output, ftpOutcome(snapshot.context));
      deepStrictEqual(ftpOutcome(snapshot.context), { action: request.action, error });
      strictEqual(currentFtp, null);
      if (error?.code === 'noCreationScenario') strictEqual(request.action, 'create');
      if (error?.code === 'noUpdateScenario') strictEqual(request.action, 'update');
    },
  },
} satisfies StateTable<FtpCreationMachine>;

const request = { resourceId: 21, usergroupId: 4, hasFtpAccess: true, action: 'create' } as const;
const submission = { filePath, dataformatId: 3 };

export const ftpCreationModel = defineMachineModel({
  name: 'ftpCreation',
  machine: ftpCreationMachine,
  inputs: {
    create: { request, submission },
    update: { request: { ...request, action: 'update' }, submission },
    withoutAccess: { request: { ...request, hasFtpAccess: false }, submission },
    // A closed space offers no file (decision 0032): the save only asks for the access.
    withoutAccessOrFile: {
      request: { ...request, hasFtpAccess: false },
      submission: { ...submission, filePath: '' },
    },
  } satisfies Record<string, FtpCreationInput>,
  events,
  states,
  invariant: ({ snapshot }) => {
    const { error } = snapshot.context;
    strictEqual(error !== null, snapshot.matches('failed'), 'an error exactly when the flow failed');
  },
});
