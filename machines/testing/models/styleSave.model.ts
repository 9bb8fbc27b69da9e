import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import styleSaveMachine from '../../styleSave.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable, StepOf, StepTable } from '../types.ts';
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
  // The editor is shown and can be saved: no request is under way.
  editing: { check: ({ snapshot }) => strictEqual(snapshot.hasTag('busy'), false) },
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

// What the specification (style save) and the decision say each event does, written without the machine.
/** A step whatever its event. */
type Step = Omit<StepOf<StyleSaveMachine, never>, 'event'>;

/** The configuration is saved for the style, which exists by now. */
function savesConfig({ snapshot, started }: Step, styleId: number) {
  strictEqual(snapshot.value, 'savingConfig');
  strictEqual(snapshot.context.styleId, styleId);
  deepStrictEqual(started, [
    { src: 'saveConfig', input: { layerId, styleId, config: snapshot.context.submission?.config } },
  ]);
}

/** The save stops: the editor keeps its content, the error names what failed, the layer's styles are refreshed. */
function fails({ snapshot, previous, actions, started }: Step, error: unknown) {
  strictEqual(snapshot.matches({ editing: 'failed' }), true);
  deepStrictEqual(snapshot.context.error, error);
  deepStrictEqual(snapshot.context.submission, previous.context.submission);
  strictEqual(snapshot.context.action, previous.context.action, 'the next save needs the same scenario');
  deepStrictEqual(started, []);
  deepStrictEqual(actions, [
    { type: 'styleChanged', params: { layerId, styleId: previous.context.styleId } },
  ]);
}

const steps = {
  'style.submitted': {
    // Saved from the editor; the save button spins (and ignores presses) while a save is under way.
    acceptedIn: ['editing'],
    leadsTo: ['creatingStyle', 'savingConfig'],
    effect: (step) => {
      const { snapshot, previous, event, started } = step;
      deepStrictEqual(snapshot.context.submission, {
        name: event.name,
        config: event.config,
        sld: event.sld,
      });
      strictEqual(snapshot.context.error, null, 'the previous error goes');
      strictEqual(snapshot.context.action, previous.context.action);
      deepStrictEqual(step.actions, []);
      const { styleId } = previous.context;
      if (styleId === null) {
        // A new style is created first, with its name.
        strictEqual(snapshot.value, 'creatingStyle');
        deepStrictEqual(started, [{ src: 'createStyle', input: { layerId, name: event.name } }]);
      } else savesConfig(step, styleId);
    },
  },
  'xstate.done.actor.createStyle': {
    acceptedIn: ['creatingStyle'],
    leadsTo: ['savingConfig'],
    effect: (step) => {
      savesConfig(step, step.event.output.id);
      strictEqual(step.snapshot.context.action, 'create', 'a created style runs its create scenario');
    },
  },
  'xstate.error.actor.createStyle': {
    acceptedIn: ['creatingStyle'],
    leadsTo: ['editing.failed'],
    effect: (step) => {
      fails(step, { code: 'requestFailed', step: 'createStyle', cause: step.event.error });
      strictEqual(step.snapshot.context.styleId, null, 'no style was created');
    },
  },
  'xstate.done.actor.saveConfig': {
    acceptedIn: ['savingConfig'],
    leadsTo: ['launchingScenario'],
    effect: ({ snapshot, previous, started }) => {
      // The scenario of the needed action runs with the SLD: create for a new style, update otherwise.
      strictEqual(snapshot.value, 'launchingScenario');
      deepStrictEqual(snapshot.context, previous.context);
      deepStrictEqual(started, [
        {
          src: 'launchScenario',
          input: {
            target: { layerId, styleId: previous.context.styleId, sld: previous.context.submission?.sld },
            pick: { by: 'action', action: previous.context.action },
          },
        },
      ]);
    },
  },
  'xstate.error.actor.saveConfig': {
    acceptedIn: ['savingConfig'],
    leadsTo: ['editing.failed'],
    effect: (step) => {
      fails(step, { code: 'requestFailed', step: 'saveConfig', cause: step.event.error });
      // A created style is kept: the next save goes on from it.
      strictEqual(step.snapshot.context.styleId, step.previous.context.styleId);
    },
  },
  'xstate.done.actor.launchScenario': {
    acceptedIn: ['launchingScenario'],
    leadsTo: ['editing.succeeded', 'editing.failed'],
    effect: (step) => {
      const { snapshot, previous, event, actions } = step;
      const output = event.output;
      strictEqual(snapshot.context.styleId, previous.context.styleId);
      if (output.outcome === 'launched') {
        // Saved and being applied; from now on the style is an existing one.
        strictEqual(snapshot.matches({ editing: 'succeeded' }), true);
        strictEqual(snapshot.context.action, 'update');
        strictEqual(snapshot.context.error, null);
        deepStrictEqual(actions, [
          { type: 'styleChanged', params: { layerId, styleId: previous.context.styleId } },
        ]);
      } else if (output.outcome === 'noScenario') {
        fails(step, { code: 'noScenario', action: previous.context.action });
      } else if (output.outcome === 'failed') {
        fails(step, { code: 'requestFailed', step: output.step, cause: output.cause });
      } else throw new Error(`a flow that picks its scenario itself never ends ${output.outcome}`);
    },
  },
} satisfies StepTable<StyleSaveMachine>;

export const styleSaveModel = defineMachineModel({
  name: 'styleSave',
  machine: styleSaveMachine,
  inputs: {
    newStyle: { layerId, styleId: null },
    existingStyle: { layerId, styleId: existingStyleId },
  },
  events,
  states,
  steps,
  // The editor opens on the style: a new one is to be created and applied by its create scenario.
  start: (snapshot, input) => {
    strictEqual(snapshot.matches({ editing: 'idle' }), true);
    deepStrictEqual(snapshot.context, {
      layerId: input.layerId,
      styleId: input.styleId,
      action: input.styleId === null ? 'create' : 'update',
      submission: null,
      error: null,
    });
  },
  invariant: ({ snapshot, previous }) => {
    const { error, styleId, action } = snapshot.context;
    if (!snapshot.matches({ editing: 'failed' })) strictEqual(error, null);
    // Without a style there is nothing to update.
    if (styleId === null) strictEqual(action, 'create');
    // A style id, once known, never changes.
    if (previous?.context.styleId != null) strictEqual(styleId, previous.context.styleId);
  },
});
