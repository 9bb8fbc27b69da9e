import { describe, expect, it } from 'vitest';
import { indexErrorOf, outcomeOf } from './datasetCreation.machine.ts';
import { describeMachineModel } from './testing/describeMachineModel.ts';
import { datasetCreationModel } from './testing/models/datasetCreation.model.ts';

describeMachineModel(datasetCreationModel);

describe('dataset creation outcome', () => {
  const base = {
    submission: null,
    datasetId: 3,
    thumbnailFile: null,
    scenarioId: 1,
    error: null,
    thumbnailError: null,
    indexError: null,
  };

  it('is created when the thumbnail and the index went well', () => {
    expect(outcomeOf(base).outcome).toBe('created');
  });

  it('keeps the dataset and lists the problems otherwise', () => {
    const output = outcomeOf({ ...base, indexError: { code: 'noScenario', codename: 'publish-dataset' } });
    expect(output).toEqual({
      datasetId: 3,
      outcome: 'createdWithProblems',
      thumbnailError: null,
      indexError: { code: 'noScenario', codename: 'publish-dataset' },
    });
  });
});

describe('dataset creation index error', () => {
  it('names the missing scenario, keeps a failed step, and has no error for a launch or a cancellation', () => {
    expect(indexErrorOf({ outcome: 'noScenario' })).toEqual({
      code: 'noScenario',
      codename: 'publish-dataset',
    });
    expect(indexErrorOf({ outcome: 'failed', step: 'fetchScenarios', cause: { status: 500 } })).toEqual({
      code: 'requestFailed',
      step: 'fetchScenarios',
      cause: { status: 500 },
    });
    expect(indexErrorOf({ outcome: 'launched', scenarioId: 3 })).toBeNull();
    expect(indexErrorOf({ outcome: 'cancelled' })).toBeNull();
  });
});
