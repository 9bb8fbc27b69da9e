import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import ftpCreationMachine, { type FtpCreationInput, ftpOutcome } from '../../ftpCreation.machine.ts';
import type { ActionScenario } from '../../scenarioAction.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';

type FtpCreationMachine = typeof ftpCreationMachine;

const filePath = 'releves/stations-2025.csv';

const scenarios: readonly ActionScenario[] = [
  { id: 41, codename: 'ftp-create', action: 'create' },
  { id: 42, codename: 'ftp-update', action: 'update' },
];

const events = {
  'ftp.submitted': [{ type: 'ftp.submitted', filePath, dataformatId: 3 }],
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
  'xstate.done.actor.fetchScenarios': [
    { type: 'xstate.done.actor.fetchScenarios', output: scenarios },
    { type: 'xstate.done.actor.fetchScenarios', output: [] },
  ],
  'xstate.error.actor.fetchScenarios': [
    { type: 'xstate.error.actor.fetchScenarios', error: { status: 500 } },
  ],
  'xstate.done.actor.runScenario': [
    { type: 'xstate.done.actor.runScenario', output: { task_id: 51, status: 'PENDING' } },
  ],
  'xstate.error.actor.runScenario': [{ type: 'xstate.error.actor.runScenario', error: { status: 403 } }],
} as const satisfies EventTable<FtpCreationMachine>;

const busy = { tags: ['busy'] } as const;

const states = {
  editing: {},
  'editing.ready': {
    check: ({ snapshot }) => strictEqual(snapshot.context.submission, null),
  },
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
  fetchingScenarios: {
    ...busy,
    invokes: ['fetchScenarios'],
    check: ({ snapshot, started }) => {
      deepStrictEqual(snapshot.context.currentFtp, { id: 31, filePath });
      for (const start of started) deepStrictEqual(start.input, { ftpId: 31 });
    },
  },
  runningScenario: {
    ...busy,
    invokes: ['runScenario'],
    check: ({ snapshot, started }) => {
      const expected = scenarios.find((scenario) => scenario.action === snapshot.context.request.action);
      for (const start of started)
        deepStrictEqual(start.input, {
          resourceId: snapshot.context.request.resourceId,
          ftpId: 31,
          scenarioId: expected?.id,
          data: { file_path: filePath },
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
  'editing.failed': {
    tags: ['error'],
    check: ({ snapshot }) => {
      strictEqual(snapshot.status, 'active', 'a failure keeps the form open');
      const { error, request, currentFtp } = snapshot.context;
      notStrictEqual(error, null);
      deepStrictEqual(ftpOutcome(snapshot.context), { action: request.action, error });
      strictEqual(currentFtp, null);
      if (error?.code === 'noCreationScenario') strictEqual(request.action, 'create');
      if (error?.code === 'noUpdateScenario') strictEqual(request.action, 'update');
    },
  },
} satisfies StateTable<FtpCreationMachine>;

const superuser: FtpCreationInput = {
  resourceId: 21,
  usergroupId: 4,
  hasFtpAccess: true,
  action: 'create',
};

export const ftpCreationModel = defineMachineModel({
  name: 'ftpCreation',
  machine: ftpCreationMachine,
  inputs: {
    create: superuser,
    update: { ...superuser, action: 'update' },
    withoutAccess: { ...superuser, hasFtpAccess: false },
  },
  events,
  states,
  invariant: ({ snapshot }) => {
    const { error } = snapshot.context;
    if (!snapshot.matches({ editing: 'failed' })) strictEqual(error, null);
  },
});
