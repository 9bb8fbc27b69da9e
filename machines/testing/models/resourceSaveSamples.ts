import type { ResourceFields } from '../../resourceSave.ts';
import type { ActionScenario } from '../../scenarioAction.ts';

/** Samples both resource save models use: the form's fields, its file, the scenarios of a record. */

export const fields: ResourceFields = {
  display_name: 'Stations de mesure',
  column_x: 'lon',
  column_y: 'lat',
  crs: 'EPSG:4326',
};

export const file = { id: 'file-1', name: 'stations.csv', size: 2048 };
export const filePath = 'releves/stations.csv';

export const scenarios: readonly ActionScenario[] = [
  { id: 51, codename: 'file-upload-create', action: 'create' },
  { id: 52, codename: 'file-upload-update', action: 'update' },
];

/** The events of the steps both flows share, with their samples. */
export const sharedEvents = {
  'upload.progressed': [{ type: 'upload.progressed', percent: 40 }],
  'scenario.dismissed': [{ type: 'scenario.dismissed' }],
  'xstate.done.actor.uploadFile': [
    { type: 'xstate.done.actor.uploadFile', output: { file: 'stations.csv' } },
  ],
  'xstate.error.actor.uploadFile': [{ type: 'xstate.error.actor.uploadFile', error: { status: 400 } }],
  'xstate.error.actor.createFtp': [{ type: 'xstate.error.actor.createFtp', error: new Error('crashed') }],
  'xstate.done.actor.fetchScenarios': [
    { type: 'xstate.done.actor.fetchScenarios', output: scenarios },
    { type: 'xstate.done.actor.fetchScenarios', output: [] },
  ],
  'xstate.error.actor.fetchScenarios': [
    { type: 'xstate.error.actor.fetchScenarios', error: { status: 500 } },
  ],
  'xstate.done.actor.runScenario': [
    { type: 'xstate.done.actor.runScenario', output: { task_id: 61, status: 'PENDING' } },
  ],
  'xstate.error.actor.runScenario': [{ type: 'xstate.error.actor.runScenario', error: { status: 403 } }],
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
