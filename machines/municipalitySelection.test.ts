import { describe, expect, it } from 'vitest';
import { parseCodes } from './municipalitySelection.machine.ts';
import { describeMachineModel } from './testing/describeMachineModel.ts';
import { municipalitySelectionModel } from './testing/models/municipalitySelection.model.ts';

describeMachineModel(municipalitySelectionModel);

describe('pasted INSEE codes', () => {
  it('splits on commas, trims, drops empty entries and duplicates, keeps the pasted order', () => {
    expect(parseCodes(' 97302, 97301 ,,97302,\n97304 ')).toEqual(['97302', '97301', '97304']);
    expect(parseCodes('')).toEqual([]);
    expect(parseCodes(' , ')).toEqual([]);
  });
});
