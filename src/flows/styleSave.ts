import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import styleSaveMachine, { type StyleScenarioTarget } from '../../machines/styleSave.machine';
import {
  createStyle,
  geographicLayerKeys,
  listStyleScenarios,
  runStyleScenario,
  updateStyleConfig,
} from '../api/geospatial';
import { taskKeys } from '../api/keys';
import { provideScenarioLaunch } from './scenarioLaunch';

/** The style machine with the real calls of src/api; every end refreshes the layer's styles. */
export function provideStyleSaveMachine(queryClient: QueryClient) {
  return styleSaveMachine.provide({
    actors: {
      createStyle: fromPromise(({ input, signal }) =>
        createStyle(input.layerId, { name: input.name }, { signal }),
      ),
      saveConfig: fromPromise(({ input, signal }) =>
        updateStyleConfig(input.layerId, input.styleId, input.config, { signal }),
      ),
      launchScenario: provideScenarioLaunch<StyleScenarioTarget>({
        fetch: (target, signal) => listStyleScenarios(target.layerId, target.styleId, { signal }),
        run: (target, scenarioId, signal) =>
          runStyleScenario(target.layerId, target.styleId, scenarioId, { sld: target.sld }, { signal }),
      }),
    },
    actions: {
      styleChanged: (_, params) => {
        for (const queryKey of [geographicLayerKeys.styles(params.layerId), taskKeys.all])
          void queryClient.invalidateQueries({ queryKey });
      },
    },
  });
}

export type StyleSaveMachine = ReturnType<typeof provideStyleSaveMachine>;
