import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import municipalitySelectionMachine, { parseCodes } from './municipalitySelection.machine.ts';
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

// The page offers Replace only for former communes of the selection, so the event table cannot sample a
// replacement that no longer applies; the rule still holds for one that arrives late (a double click).
describe('a replacement that no longer applies', () => {
  const start = () =>
    createActor(municipalitySelectionMachine, {
      input: { knownCodes: ['74011', '97302'], selectedCodes: ['74011', '97302'] },
    }).start();

  it('is refused when its former commune is no longer selected, or names itself', () => {
    const actor = start();
    actor.send({ type: 'municipality.deselected', code: '74011' });
    const stale = {
      type: 'municipalities.replaced',
      replacements: [{ code: '74011', by: '74010' }],
    } as const;
    expect(actor.getSnapshot().can(stale)).toBe(false);
    const itself = {
      type: 'municipalities.replaced',
      replacements: [{ code: '97302', by: '97302' }],
    } as const;
    expect(actor.getSnapshot().can(itself)).toBe(false);
  });

  it('changes only the replacements whose former commune is selected (Replace all)', () => {
    const actor = start();
    actor.send({
      type: 'municipalities.replaced',
      replacements: [
        { code: '74011', by: '74010' },
        { code: '97352', by: '97306' },
      ],
    });
    expect(actor.getSnapshot().context.selectedCodes).toEqual(['74010', '97302']);
  });
});
