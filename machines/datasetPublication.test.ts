import { describe, expect, it } from 'vitest';
import { findScenario, launchError, scenarioCodename } from './datasetPublication.machine.ts';
import { describeMachineModel } from './testing/describeMachineModel.ts';
import { datasetPublicationModel } from './testing/models/datasetPublication.model.ts';

describeMachineModel(datasetPublicationModel);

describe('publication scenarios', () => {
  it('names the scenario of each target and operation', () => {
    expect(scenarioCodename('dataset', 'publish')).toBe('publish-dataset');
    expect(scenarioCodename('dataset', 'unpublish')).toBe('unpublish-dataset');
    expect(scenarioCodename('resourceDataset', 'publish')).toBe('publish-resourcedataset');
    expect(scenarioCodename('resourceDataset', 'unpublish')).toBe('unpublish-resourcedataset');
  });

  it('finds a scenario by its exact codename', () => {
    const scenarios = [
      { id: 1, codename: 'unpublish-dataset' },
      { id: 2, codename: 'publish-dataset' },
    ];
    expect(findScenario(scenarios, 'publish-dataset')?.id).toBe(2);
    expect(findScenario([{ id: 3, codename: 'publish-resourcedataset' }], 'publish-dataset')).toBeUndefined();
    expect(findScenario(scenarios, 'unpublish-resourcedataset')).toBeUndefined();
  });
});

describe('publication launch errors', () => {
  it('names the missing codename, keeps a failure, and has no error for a launch or a cancellation', () => {
    expect(launchError({ outcome: 'noScenario' }, 'unpublish-dataset')).toEqual({
      code: 'noScenario',
      codename: 'unpublish-dataset',
    });
    expect(
      launchError({ outcome: 'failed', step: 'runScenario', cause: { status: 500 } }, 'publish-dataset'),
    ).toEqual({ code: 'requestFailed', cause: { status: 500 } });
    expect(launchError({ outcome: 'launched', scenarioId: 3 }, 'publish-dataset')).toBeNull();
    expect(launchError({ outcome: 'cancelled' }, 'publish-dataset')).toBeNull();
  });
});
