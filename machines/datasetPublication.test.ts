import { describe, expect, it } from 'vitest';
import { findScenario, scenarioCodename } from './datasetPublication.machine.ts';
import { describeMachineModel } from './testing/describeMachineModel.ts';
import { datasetPublicationModel } from './testing/models/datasetPublication.model.ts';

describeMachineModel(datasetPublicationModel);

describe('publication scenarios', () => {
  it('names the scenario of each operation', () => {
    expect(scenarioCodename('publish')).toBe('publish-dataset');
    expect(scenarioCodename('unpublish')).toBe('unpublish-dataset');
  });

  it('finds a scenario by its exact codename', () => {
    const scenarios = [
      { id: 1, codename: 'unpublish-dataset' },
      { id: 2, codename: 'publish-dataset' },
    ];
    expect(findScenario(scenarios, 'publish-dataset')?.id).toBe(2);
    expect(findScenario([{ id: 3, codename: 'publish-resourcedataset' }], 'publish-dataset')).toBeUndefined();
  });
});
