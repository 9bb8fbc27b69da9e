import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import styleSaveMachine from '../../styleSave.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';
import { launchSamples } from './scenarioLaunchSamples.ts';

type StyleSaveMachine = typeof styleSaveMachine;

const layerId = 8;
const existingStyleId = 17;
const createdStyleId = 18;
const submission = {
  name: 'Stations par type',
  config: { property: 'type', colors: ['#0055aa', '#aa5500'] },
  sld: '<StyledLayerDescriptor version="1.0.0"/>',
};

const events = {
  'style.submitted': [{ type: 'style.submitted', ...submission }],
  'xstate.done.actor.createStyle': [
    { type: 'xstate.done.actor.createStyle', output: { id: createdStyleId } },
  ],
  'xstate.error.actor.createStyle': [{ type: 'xstate.error.actor.createStyle', error: { status: 400 } }],
  'xstate.done.actor.saveConfig': [{ type: 'xstate.done.actor.saveConfig', output: { config: {} } }],
  'xstate.error.actor.saveConfig': [{ type: 'xstate.error.actor.saveConfig', error: { status: 400 } }],
  'xstate.done.actor.launchScenario': launchSamples('launched', 'noScenario', 'fetchFailed', 'runFailed'),
} as const satisfies EventTable<StyleSaveMachine>;

const busy = { tags: ['busy'] } as const;

const states = {
  editing: {},
  'editing.idle': {
    check: ({ snapshot }) => strictEqual(snapshot.context.submission, null),
  },
  'editing.succeeded': {
    check: ({ snapshot, actions }) => {
      strictEqual(snapshot.context.action, 'update', 'a style whose scenario ran is an existing style');
      deepStrictEqual(actions, [
        { type: 'styleChanged', params: { layerId, styleId: snapshot.context.styleId } },
      ]);
    },
  },
  'editing.failed': {
    tags: ['error'],
    check: ({ snapshot }) => {
      const { error, action } = snapshot.context;
      notStrictEqual(error, null);
      if (error?.code === 'noScenario') strictEqual(error.action, action);
    },
  },
  creatingStyle: {
    ...busy,
    invokes: ['createStyle'],
    check: ({ snapshot, started }) => {
      strictEqual(snapshot.context.styleId, null, 'a style is created once');
      for (const start of started) deepStrictEqual(start.input, { layerId, name: submission.name });
    },
  },
  savingConfig: {
    ...busy,
    invokes: ['saveConfig'],
    check: ({ snapshot, started }) => {
      for (const start of started)
        deepStrictEqual(start.input, {
          layerId,
          styleId: snapshot.context.styleId,
          config: submission.config,
        });
    },
  },
  launchingScenario: {
    ...busy,
    invokes: ['launchScenario'],
    check: ({ snapshot, started }) => {
      const { styleId, action } = snapshot.context;
      for (const start of started)
        deepStrictEqual(start.input, {
          target: { layerId, styleId, sld: submission.sld },
          pick: { by: 'action', action },
        });
    },
  },
} satisfies StateTable<StyleSaveMachine>;

export const styleSaveModel = defineMachineModel({
  name: 'styleSave',
  machine: styleSaveMachine,
  inputs: {
    newStyle: { layerId, styleId: null },
    existingStyle: { layerId, styleId: existingStyleId },
  },
  events,
  states,
  invariant: ({ snapshot, previous }) => {
    const { error, styleId, action } = snapshot.context;
    if (!snapshot.matches({ editing: 'failed' })) strictEqual(error, null);
    // Without a style there is nothing to update.
    if (styleId === null) strictEqual(action, 'create');
    // A style id, once known, never changes.
    if (previous?.context.styleId != null) strictEqual(styleId, previous.context.styleId);
  },
});
