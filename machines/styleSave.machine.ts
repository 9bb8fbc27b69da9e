import { assign, fromPromise, setup } from 'xstate';
import type { ScenarioAction } from './scenarioAction.ts';
import scenarioLaunchMachine, { type ScenarioLaunchOutput } from './scenarioLaunch.machine.ts';

/**
 * Saving a style of a geographic layer from the style editor. A new style is created, its
 * configuration set, then its scenario of action `create` is run with the SLD; an existing
 * style has its configuration set and its scenario of action `update` run with the SLD. The
 * scenarios are fetched and run by the invoked child `scenarioLaunch` (picked by action).
 * Without a scenario of the needed action the save fails with 'noScenario'.
 *
 * A style created by a save whose later step failed is kept, and the next submission goes on
 * from it (no second style) and still runs the create scenario; once that scenario has run,
 * the style is an existing one and later saves run its update scenario.
 */

/** The style editor's configuration (free JSON). */
export type StyleConfig = { readonly [key: string]: unknown };

export interface StyleSubmission {
  /** The name a new style is created with. */
  readonly name: string;
  readonly config: StyleConfig;
  /** Styled Layer Descriptor (XML) produced by the editor. */
  readonly sld: string;
}

export type StyleSaveStep = 'createStyle' | 'saveConfig' | 'fetchScenarios' | 'runScenario';

export type StyleSaveError =
  | { readonly code: 'requestFailed'; readonly step: StyleSaveStep; readonly cause: unknown }
  | { readonly code: 'noScenario'; readonly action: ScenarioAction };

export interface StyleSaveInput {
  readonly layerId: number;
  /** The style being edited; null for a new one. */
  readonly styleId: number | null;
}

export interface StyleSaveContext {
  readonly layerId: number;
  readonly styleId: number | null;
  /** The scenario action the next run needs: `create` until a new style's scenario has run. */
  readonly action: ScenarioAction;
  readonly submission: StyleSubmission | null;
  readonly error: StyleSaveError | null;
}

/** The style whose scenario the `scenarioLaunch` child fetches and runs, with the SLD the run carries. */
export type StyleScenarioTarget = {
  readonly layerId: number;
  readonly styleId: number;
  readonly sld: string;
};

/** The save's error for a scenario launch that did not launch. */
export function launchError(output: ScenarioLaunchOutput, action: ScenarioAction): StyleSaveError | null {
  if (output.outcome === 'noScenario') return { code: 'noScenario', action };
  if (output.outcome === 'failed') return { code: 'requestFailed', step: output.step, cause: output.cause };
  return null;
}

export type StyleSaveEvent =
  /** The style editor was saved. */
  { type: 'style.submitted' } & StyleSubmission;

export default setup({
  types: {
    context: {} as StyleSaveContext,
    events: {} as StyleSaveEvent,
    input: {} as StyleSaveInput,
  },
  actors: {
    /** POST geographiclayer/{id}/styles/ (name). */
    createStyle: fromPromise<{ id: number }, { layerId: number; name: string }>(async () => {
      throw new Error('createStyle not provided');
    }),
    /** PUT geographiclayer/{id}/styles/{styleId}/config/. */
    saveConfig: fromPromise<unknown, { layerId: number; styleId: number; config: StyleConfig }>(async () => {
      throw new Error('saveConfig not provided');
    }),
    /** Fetches the style's scenarios and runs the one of the needed action with the SLD. */
    launchScenario: scenarioLaunchMachine,
  },
  actions: {
    storeSubmission: assign((_, params: { submission: StyleSubmission }) => ({
      submission: {
        name: params.submission.name,
        config: params.submission.config,
        sld: params.submission.sld,
      },
      error: null,
    })),
    storeStyleId: assign((_, params: { id: number }) => ({ styleId: params.id })),
    /** The style's create scenario has run: from now on it is an existing style. */
    markApplied: assign({ action: 'update' as const }),
    storeRequestError: assign((_, params: { step: StyleSaveStep; cause: unknown }) => ({
      error: { code: 'requestFailed' as const, step: params.step, cause: params.cause },
    })),
    storeLaunchError: assign(({ context }, params: { output: ScenarioLaunchOutput }) => ({
      error: launchError(params.output, context.action),
    })),
    /** The layer's styles changed: src/flows refreshes their queries. */
    styleChanged: (_, _params: { layerId: number; styleId: number | null }) => {},
  },
  guards: {
    hasStyle: ({ context }) => context.styleId !== null,
    scenarioLaunched: (_, params: { output: ScenarioLaunchOutput }) => params.output.outcome === 'launched',
  },
}).createMachine({
  id: 'styleSave',
  description: 'Saving a layer style: creation, configuration and the scenario that applies the SLD.',
  context: ({ input }) => ({
    layerId: input.layerId,
    styleId: input.styleId,
    action: input.styleId === null ? 'create' : 'update',
    submission: null,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The style editor is shown and can be saved.',
      initial: 'idle',
      on: {
        'style.submitted': [
          {
            guard: 'hasStyle',
            target: 'savingConfig',
            actions: { type: 'storeSubmission', params: ({ event }) => ({ submission: event }) },
          },
          {
            target: 'creatingStyle',
            actions: { type: 'storeSubmission', params: ({ event }) => ({ submission: event }) },
          },
        ],
      },
      states: {
        idle: {
          description: 'The style editor shows the style; nothing has been sent yet.',
        },
        succeeded: {
          description: 'A success notification says the style is saved and being applied to the layer.',
          entry: {
            type: 'styleChanged',
            params: ({ context }) => ({ layerId: context.layerId, styleId: context.styleId }),
          },
        },
        failed: {
          description:
            "The style editor keeps its content; an error notification names the failed step or says 'No scenario found'.",
          tags: ['error'],
          entry: {
            type: 'styleChanged',
            params: ({ context }) => ({ layerId: context.layerId, styleId: context.styleId }),
          },
        },
      },
    },
    creatingStyle: {
      description: 'The save button shows a spinner while the style is created.',
      tags: ['busy'],
      invoke: {
        id: 'createStyle',
        src: 'createStyle',
        // Entered only from a submission: the name is there.
        input: ({ context }) => ({
          layerId: context.layerId,
          name: (context.submission as StyleSubmission).name,
        }),
        onDone: {
          target: 'savingConfig',
          actions: { type: 'storeStyleId', params: ({ event }) => ({ id: event.output.id }) },
        },
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'storeRequestError',
            params: ({ event }) => ({ step: 'createStyle', cause: event.error }),
          },
        },
      },
    },
    savingConfig: {
      description: 'The save button shows a spinner while the configuration of the style is saved.',
      tags: ['busy'],
      invoke: {
        id: 'saveConfig',
        src: 'saveConfig',
        input: ({ context }) => ({
          layerId: context.layerId,
          // Entered only from a submission, once the style exists.
          styleId: context.styleId as number,
          config: (context.submission as StyleSubmission).config,
        }),
        onDone: { target: 'launchingScenario' },
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'storeRequestError',
            params: ({ event }) => ({ step: 'saveConfig', cause: event.error }),
          },
        },
      },
    },
    launchingScenario: {
      description:
        'The save button shows a spinner while the scenario of the needed action is fetched and launched with the SLD.',
      tags: ['busy'],
      invoke: {
        id: 'launchScenario',
        src: 'launchScenario',
        input: ({ context }) => ({
          target: {
            layerId: context.layerId,
            // Entered only from a submission, once the style exists.
            styleId: context.styleId as number,
            sld: (context.submission as StyleSubmission).sld,
          } satisfies StyleScenarioTarget,
          pick: { by: 'action' as const, action: context.action },
        }),
        onDone: [
          {
            guard: { type: 'scenarioLaunched', params: ({ event }) => ({ output: event.output }) },
            target: 'editing.succeeded',
            actions: 'markApplied',
          },
          {
            target: 'editing.failed',
            actions: { type: 'storeLaunchError', params: ({ event }) => ({ output: event.output }) },
          },
        ],
      },
    },
  },
});
