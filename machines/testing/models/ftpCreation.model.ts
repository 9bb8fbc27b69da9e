import { deepStrictEqual, fail, notStrictEqual, strictEqual } from 'node:assert/strict';
import ftpCreationMachine, { type FtpCreationInput } from '../../ftpCreation.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, SnapshotOf, StateTable, StepTable } from '../types.ts';
import { launchSamples } from './scenarioLaunchSamples.ts';

type FtpCreationMachine = typeof ftpCreationMachine;

const filePath = 'releves/stations-2025.csv';

const events = {
  'xstate.done.actor.requestFtpAccess': [
    { type: 'xstate.done.actor.requestFtpAccess', output: { status: 'granted' } },
    { type: 'xstate.done.actor.requestFtpAccess', output: { status: 'pending' } },
    { type: 'xstate.done.actor.requestFtpAccess', output: { status: 'refused' } },
  ],
  'xstate.error.actor.requestFtpAccess': [
    { type: 'xstate.error.actor.requestFtpAccess', error: { status: 500 } },
  ],
  'xstate.done.actor.createFtpRecord': [
    { type: 'xstate.done.actor.createFtpRecord', output: { id: 31, file_path: filePath } },
    // An answer that leaves the file out: the record is the chosen file's all the same.
    { type: 'xstate.done.actor.createFtpRecord', output: { id: 31, file_path: null } },
  ],
  'xstate.error.actor.createFtpRecord': [
    { type: 'xstate.error.actor.createFtpRecord', error: { status: 400 } },
  ],
  'xstate.done.actor.launchScenario': launchSamples('launched', 'noScenario', 'fetchFailed', 'runFailed'),
} as const satisfies EventTable<FtpCreationMachine>;

const busy = { tags: ['busy'] } as const;

const states = {
  // Left at once: the path's first state is where it goes (the harness counts it by its transitions), so
  // no step ever rests in it.
  starting: {
    check: ({ snapshot }) =>
      fail(`starting is left at once, yet a step rests in ${JSON.stringify(snapshot.value)}`),
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
      deepStrictEqual(snapshot.output, { action: request.action, error });
      strictEqual(currentFtp, null);
      if (error?.code === 'noCreationScenario') strictEqual(request.action, 'create');
      if (error?.code === 'noUpdateScenario') strictEqual(request.action, 'update');
    },
  },
} satisfies StateTable<FtpCreationMachine>;

type Snapshot = SnapshotOf<FtpCreationMachine>;

/** A failed end: the error, the flow done with the parent's output, the current record cleared. */
function endedFailed(snapshot: Snapshot, error: unknown) {
  strictEqual(snapshot.matches('failed'), true);
  deepStrictEqual(snapshot.context.error, error);
  strictEqual(snapshot.status, 'done');
  deepStrictEqual(snapshot.output, { action: snapshot.context.request.action, error });
  strictEqual(snapshot.context.currentFtp, null);
}

const steps = {
  'xstate.done.actor.requestFtpAccess': {
    acceptedIn: ['requestingAccess'],
    leadsTo: ['creatingRecord', 'failed'],
    effect: ({ snapshot, event, started }) => {
      const { status } = event.output;
      const { filePath: chosen, dataformatId } = snapshot.context.submission;
      if (status === 'granted' && chosen !== '') {
        // Granted at once with a file chosen: the record of that file is created.
        strictEqual(snapshot.matches('creatingRecord'), true);
        strictEqual(snapshot.context.error, null);
        deepStrictEqual(started, [
          {
            src: 'createFtpRecord',
            input: { resourceId: snapshot.context.request.resourceId, dataformatId, filePath: chosen },
          },
        ]);
      } else if (status === 'granted') {
        // Granted, but the closed space offered no file: the person chooses one now.
        endedFailed(snapshot, { code: 'noFileChosen' });
        deepStrictEqual(started, []);
      } else {
        endedFailed(snapshot, { code: 'accessNotGranted', status });
        deepStrictEqual(started, []);
      }
    },
  },
  'xstate.error.actor.requestFtpAccess': {
    acceptedIn: ['requestingAccess'],
    leadsTo: ['failed'],
    effect: ({ snapshot, event, started }) => {
      endedFailed(snapshot, { code: 'requestFailed', step: 'requestAccess', cause: event.error });
      deepStrictEqual(started, []);
    },
  },
  'xstate.done.actor.createFtpRecord': {
    acceptedIn: ['creatingRecord'],
    leadsTo: ['launchingScenario'],
    effect: ({ snapshot, event, started }) => {
      const { request, submission } = snapshot.context;
      // The record as the server saved it; its file is the one chosen when the answer leaves it out.
      const current = { id: event.output.id, filePath: event.output.file_path ?? submission.filePath };
      deepStrictEqual(snapshot.context.currentFtp, current);
      strictEqual(snapshot.context.error, null);
      deepStrictEqual(started, [
        {
          src: 'launchScenario',
          input: {
            target: { resourceId: request.resourceId, ftpId: current.id, filePath: current.filePath },
            pick: { by: 'action', action: request.action },
          },
        },
      ]);
    },
  },
  'xstate.error.actor.createFtpRecord': {
    acceptedIn: ['creatingRecord'],
    leadsTo: ['failed'],
    effect: ({ snapshot, event }) =>
      endedFailed(snapshot, { code: 'requestFailed', step: 'createFtpRecord', cause: event.error }),
  },
  'xstate.done.actor.launchScenario': {
    acceptedIn: ['launchingScenario'],
    leadsTo: ['succeeded', 'failed'],
    effect: ({ snapshot, event }) => {
      const { output } = event;
      const { action } = snapshot.context.request;
      if (output.outcome === 'launched') {
        strictEqual(snapshot.matches('succeeded'), true);
        strictEqual(snapshot.status, 'done');
        deepStrictEqual(snapshot.output, { action, error: null });
        strictEqual(snapshot.context.currentFtp, null);
      } else if (output.outcome === 'noScenario') {
        endedFailed(snapshot, { code: action === 'create' ? 'noCreationScenario' : 'noUpdateScenario' });
      } else if (output.outcome === 'failed') {
        endedFailed(snapshot, { code: 'requestFailed', step: output.step, cause: output.cause });
      } else fail(`the flow picks its scenario itself: no ${output.outcome} end`);
    },
  },
} satisfies StepTable<FtpCreationMachine>;

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
  steps,
  // The flow starts with its first request: the access request when the person has none, else the record.
  start: (snapshot, input) => {
    deepStrictEqual(snapshot.context, {
      request: input.request,
      submission: input.submission,
      currentFtp: null,
      error: null,
    });
    strictEqual(snapshot.matches(input.request.hasFtpAccess ? 'creatingRecord' : 'requestingAccess'), true);
  },
  invariant: ({ snapshot }) => {
    const { error } = snapshot.context;
    strictEqual(error !== null, snapshot.matches('failed'), 'an error exactly when the flow failed');
  },
});
