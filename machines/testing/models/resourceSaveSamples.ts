import type { ResourceFields } from '../../resourceSaveVocabulary.ts';
import { launchSamples } from './scenarioLaunchSamples.ts';

/** Samples both resource save models use: the form's fields, its file, the ends of the scenario launch. */

export const fields: ResourceFields = {
  display_name: 'Stations de mesure',
  column_x: 'lon',
  column_y: 'lat',
  crs: 'EPSG:4326',
};

export const file = { id: 'file-1', name: 'stations.csv', size: 2048 };
export const filePath = 'releves/stations.csv';

/** The events of the steps both flows share, with their samples. */
export const sharedEvents = {
  'upload.progressed': [{ type: 'upload.progressed', percent: 40 }],
  'xstate.done.actor.uploadFile': [
    { type: 'xstate.done.actor.uploadFile', output: { file: 'stations.csv' } },
  ],
  'xstate.error.actor.uploadFile': [{ type: 'xstate.error.actor.uploadFile', error: { status: 400 } }],
  // The person picks the scenario: the launch may also end cancelled (the choice closed).
  'xstate.done.actor.launchScenario': launchSamples(
    'launched',
    'noScenario',
    'fetchFailed',
    'runFailed',
    'cancelled',
  ),
} as const;

/**
 * The sFTP flow's outcomes as a superuser meets them (only superusers publish sFTP, and their access is
 * always granted, so 'accessNotGranted' cannot happen to them): launched, or a request of the flow failed.
 */
export function ftpOutcomes<A extends 'create' | 'update'>(action: A) {
  return [
    { type: 'xstate.done.actor.createFtp', output: { action, error: null } },
    {
      type: 'xstate.done.actor.createFtp',
      output: { action, error: { code: 'requestFailed', step: 'createFtpRecord', cause: { status: 500 } } },
    },
  ] as const;
}
