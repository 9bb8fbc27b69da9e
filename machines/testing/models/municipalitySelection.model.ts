import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import municipalitySelectionMachine, { type Replacement } from '../../municipalitySelection.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable, StepTable } from '../types.ts';

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
    // Out of order, spaces and a duplicate: applied at once (sorted) once 97301 is known (listed or
    // selected), else checked first.
    { type: 'codes.recalculate', text: '97302, 97301 ,97301,' },
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

// What the page and the specification say each event does, written without the machine.
/** Pasted codes as the person means them: comma separated, trimmed, empty entries and repeats dropped, in order. */
const pasted = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((code) => code.trim())
      .filter((code) => code.length > 0),
  ),
];
const sortedSet = (codes: Iterable<string>) => [...new Set(codes)].sort();
const choosingStates = ['choosing'] as const;

const steps = {
  'municipality.selected': {
    acceptedIn: choosingStates,
    // A municipality already selected offers no Select.
    acceptedWhen: (snapshot, event) => !snapshot.context.selectedCodes.includes(event.code),
    leadsTo: ['choosing.editing'],
    effect: ({ previous, snapshot, event }) => {
      deepStrictEqual(
        snapshot.context.selectedCodes,
        sortedSet([...previous.context.selectedCodes, event.code]),
      );
      strictEqual(
        snapshot.context.knownCodes.includes(event.code),
        true,
        'a municipality listed by the server exists',
      );
    },
  },
  'municipality.deselected': {
    acceptedIn: choosingStates,
    acceptedWhen: (snapshot, event) => snapshot.context.selectedCodes.includes(event.code),
    leadsTo: ['choosing.editing'],
    effect: ({ previous, snapshot, event }) => {
      deepStrictEqual(
        snapshot.context.selectedCodes,
        previous.context.selectedCodes.filter((code) => code !== event.code),
      );
      deepStrictEqual(snapshot.context.knownCodes, previous.context.knownCodes);
    },
  },
  'municipalities.allSelected': {
    acceptedIn: choosingStates,
    leadsTo: ['choosing.editing'],
    effect: ({ previous, snapshot }) =>
      deepStrictEqual(snapshot.context.selectedCodes, sortedSet(previous.context.knownCodes)),
  },
  'municipalities.allDeselected': {
    acceptedIn: choosingStates,
    // Deselect all is disabled while nothing is selected.
    acceptedWhen: (snapshot) => snapshot.context.selectedCodes.length > 0,
    leadsTo: ['choosing.editing'],
    effect: ({ snapshot }) => deepStrictEqual(snapshot.context.selectedCodes, []),
  },
  'municipalities.loaded': {
    // Whatever the page is doing, municipalities it lists become known; a list that brings nothing new is not sent.
    acceptedIn: ['choosing', 'checkingCodes'],
    acceptedWhen: (snapshot, event) =>
      event.codes.some((code) => !snapshot.context.knownCodes.includes(code)),
    leadsTo: ['choosing.editing', 'choosing.failed', 'checkingCodes'],
    effect: ({ previous, snapshot, event }) => {
      deepStrictEqual(snapshot.value, previous.value, 'learning municipalities changes no state');
      deepStrictEqual(
        snapshot.context.knownCodes,
        sortedSet([...previous.context.knownCodes, ...event.codes]),
      );
      deepStrictEqual(snapshot.context.selectedCodes, previous.context.selectedCodes);
    },
  },
  'codes.recalculate': {
    acceptedIn: choosingStates,
    leadsTo: ['choosing.editing', 'checkingCodes'],
    effect: ({ previous, snapshot, event, started }) => {
      const codes = pasted(event.text);
      const unknown = codes.filter((code) => !previous.context.knownCodes.includes(code));
      if (unknown.length === 0) {
        // Every pasted code is known: the selection is replaced at once.
        strictEqual(snapshot.matches({ choosing: 'editing' }), true, 'known codes apply at once');
        deepStrictEqual(snapshot.context.selectedCodes, sortedSet(codes));
        deepStrictEqual(snapshot.context.unknownCodes, []);
        deepStrictEqual(started, []);
      } else {
        // The codes nobody knows yet are checked with the server first; the selection waits.
        strictEqual(snapshot.matches('checkingCodes'), true, 'unknown codes are checked first');
        deepStrictEqual(snapshot.context.pendingCodes, codes);
        deepStrictEqual(snapshot.context.selectedCodes, previous.context.selectedCodes);
        deepStrictEqual(started, [{ src: 'checkCodes', input: { codes: unknown } }]);
      }
    },
  },
  'municipalities.replaced': {
    acceptedIn: choosingStates,
    // Only a replacement of a selected former commune by another commune changes anything.
    acceptedWhen: (snapshot, event) =>
      event.replacements.some(({ code, by }) => code !== by && snapshot.context.selectedCodes.includes(code)),
    leadsTo: ['choosing.editing'],
    effect: ({ previous, snapshot, event }) => {
      const applied = event.replacements.filter(({ code }) => previous.context.selectedCodes.includes(code));
      const former = applied.map(({ code }) => code);
      deepStrictEqual(
        snapshot.context.selectedCodes,
        sortedSet([
          ...previous.context.selectedCodes.filter((code) => !former.includes(code)),
          ...applied.map(({ by }) => by),
        ]),
      );
      for (const { by } of applied)
        strictEqual(snapshot.context.knownCodes.includes(by), true, `${by} exists`);
    },
  },
  'xstate.done.actor.checkCodes': {
    acceptedIn: ['checkingCodes'],
    leadsTo: ['choosing.editing'],
    effect: ({ previous, snapshot, event }) => {
      const { pendingCodes, knownCodes } = previous.context;
      const exists = (code: string) => knownCodes.includes(code) || event.output.includes(code);
      // Every pasted code is now selected (it exists) or reported unknown, in the pasted order.
      deepStrictEqual(snapshot.context.selectedCodes, sortedSet(pendingCodes.filter(exists)));
      deepStrictEqual(
        snapshot.context.unknownCodes,
        pendingCodes.filter((code) => !exists(code)),
      );
      deepStrictEqual(snapshot.context.pendingCodes, []);
      for (const code of pendingCodes.filter(exists))
        strictEqual(snapshot.context.knownCodes.includes(code), true, `${code} is known`);
    },
  },
  'xstate.error.actor.checkCodes': {
    acceptedIn: ['checkingCodes'],
    leadsTo: ['choosing.failed'],
    effect: ({ previous, snapshot, event }) => {
      deepStrictEqual(snapshot.context.error, { code: 'requestFailed', cause: event.error });
      deepStrictEqual(snapshot.context.selectedCodes, previous.context.selectedCodes);
      deepStrictEqual(snapshot.context.pendingCodes, []);
    },
  },
} satisfies StepTable<MunicipalitySelectionMachine>;

export const municipalitySelectionModel = defineMachineModel({
  name: 'municipalitySelection',
  machine: municipalitySelectionMachine,
  // As the jurisdiction form starts for the jurisdiction of Cayenne: only its own commune is known yet.
  inputs: { default: { knownCodes: [], selectedCodes: ['97302'] } },
  events,
  states,
  steps,
  // The form opens on the list with the jurisdiction's municipalities selected (and so known), nothing pending.
  start: (snapshot, input) => {
    strictEqual(snapshot.matches({ choosing: 'editing' }), true);
    deepStrictEqual(snapshot.context, {
      knownCodes: sortedSet([...input.knownCodes, ...input.selectedCodes]),
      selectedCodes: sortedSet(input.selectedCodes),
      unknownCodes: [],
      pendingCodes: [],
      error: null,
    });
  },
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
