import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import municipalitySelectionMachine, { type Replacement } from '../../municipalitySelection.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';

type MunicipalitySelectionMachine = typeof municipalitySelectionMachine;

/** The communes of French Guiana (department 973), in the order the server lists them. */
const GUIANA = [
  '97306',
  '97352',
  '97310',
  '97360',
  '97356',
  '97304',
  '97301',
  '97302',
  '97307',
  '97314',
  '97303',
  '97305',
  '97312',
  '97362',
  '97358',
  '97357',
  '97353',
  '97308',
  '97361',
  '97309',
  '97313',
  '97311',
];

const events = {
  'municipality.selected': [{ type: 'municipality.selected', code: '97301' }],
  'municipality.deselected': [{ type: 'municipality.deselected', code: '97302' }],
  'municipalities.allSelected': [{ type: 'municipalities.allSelected' }],
  'municipalities.allDeselected': [{ type: 'municipalities.allDeselected' }],
  // The territory the page lists first, French Guiana: its 22 communes, as the server lists them.
  'municipalities.loaded': [{ type: 'municipalities.loaded', codes: GUIANA }],
  'codes.recalculate': [
    // Spaces and a duplicate: applied at once once 97301 is known (listed or selected), else checked first.
    { type: 'codes.recalculate', text: ' 97301, 97301 ,97302,' },
    // Codes nobody knows yet, checked with the server: one that does not exist, a commune, and a former
    // commune a platform's table still lists (the seed keeps it), which exists and may be replaced.
    { type: 'codes.recalculate', text: '97302,97399, 97357, 74011' },
  ],
  // Replace: Annecy-le-Vieux (74011), merged into Annecy (74010) in 2017, gives way to it. (Replace all
  // sends every flagged former commune in one event: the same transition, tested on its component.)
  'municipalities.replaced': [
    { type: 'municipalities.replaced', replacements: [{ code: '74011', by: '74010' }] },
  ],
  // The server answers with the asked codes that exist: of all the codes the samples may ask, 97301,
  // 97357 and 74011 (the machine keeps only those it asked).
  'xstate.done.actor.checkCodes': [
    { type: 'xstate.done.actor.checkCodes', output: ['97301', '97357', '74011'] },
  ],
  'xstate.error.actor.checkCodes': [{ type: 'xstate.error.actor.checkCodes', error: { status: 500 } }],
} as const satisfies EventTable<MunicipalitySelectionMachine>;

const states = {
  choosing: {
    check: ({ snapshot }) => deepStrictEqual(snapshot.context.pendingCodes, []),
  },
  'choosing.editing': {
    check: ({ snapshot }) => strictEqual(snapshot.context.error, null),
  },
  'choosing.failed': {
    tags: ['error'],
    check: ({ snapshot, previous }) => {
      strictEqual(snapshot.context.error?.code, 'requestFailed');
      if (previous) deepStrictEqual(snapshot.context.selectedCodes, previous.context.selectedCodes);
    },
  },
  checkingCodes: {
    tags: ['busy'],
    invokes: ['checkCodes'],
    check: ({ snapshot, started }) => {
      const { pendingCodes, knownCodes } = snapshot.context;
      notStrictEqual(pendingCodes.length, 0);
      for (const start of started) {
        deepStrictEqual(start.input, { codes: pendingCodes.filter((code) => !knownCodes.includes(code)) });
      }
    },
  },
} satisfies StateTable<MunicipalitySelectionMachine>;

export const municipalitySelectionModel = defineMachineModel({
  name: 'municipalitySelection',
  machine: municipalitySelectionMachine,
  // As the jurisdiction form starts for the jurisdiction of Cayenne: only its own commune is known yet.
  inputs: { default: { knownCodes: [], selectedCodes: ['97302'] } },
  events,
  states,
  invariant: ({ snapshot, previous, actions, event }) => {
    const { selectedCodes, knownCodes, unknownCodes } = snapshot.context;
    const highlights = actions.filter((action) => action.type === 'highlightChanged');
    // The map follows the selection: every change is highlighted, with the codes selected after it.
    if (!previous || JSON.stringify(previous.context.selectedCodes) !== JSON.stringify(selectedCodes)) {
      strictEqual(highlights.length, 1, 'a selection change highlights the map');
    }
    for (const highlight of highlights) deepStrictEqual(highlight.params, { codes: selectedCodes });
    deepStrictEqual(selectedCodes, [...selectedCodes].sort(), 'the selection is sorted');
    for (const code of selectedCodes) strictEqual(knownCodes.includes(code), true, `${code} is known`);
    for (const code of unknownCodes)
      strictEqual(knownCodes.includes(code), false, `${code} is reported unknown`);
    // A replaced former commune leaves the selection and the commune that took it over joins it.
    if (event.type === 'municipalities.replaced' && 'replacements' in event && previous) {
      const replacements = event.replacements as readonly Replacement[];
      for (const { code, by } of replacements) {
        if (!previous.context.selectedCodes.includes(code)) continue;
        strictEqual(selectedCodes.includes(code), false, `${code} is replaced`);
        strictEqual(selectedCodes.includes(by), true, `${by} replaces ${code}`);
      }
    }
    // Nothing pasted is dropped silently: after a recalculation every pasted code is selected or reported.
    if (snapshot.matches({ choosing: 'editing' }) && previous?.matches('checkingCodes')) {
      const pasted = previous.context.pendingCodes;
      deepStrictEqual([...selectedCodes, ...unknownCodes].sort(), [...pasted].sort());
    }
  },
});
