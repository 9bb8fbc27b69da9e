import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import municipalitySelectionMachine, { type Replacement } from '../../machines/municipalitySelection.machine';
import { listMunicipalitiesByCode, type Municipality } from '../api/jurisdictions';
import { inspect } from '../lib/inspection/inspect';

type HighlightListener = (next: ReadonlySet<string>, previous: ReadonlySet<string>) => void;

/**
 * The codes highlighted on the map layer 'communes'. The machine writes to it (`highlightChanged`)
 * and the map, loaded later and separately, reads the latest codes and follows the changes.
 */
export type HighlightChannel = {
  current: () => ReadonlySet<string>;
  set: (codes: readonly string[]) => void;
  subscribe: (listener: HighlightListener) => () => void;
};

export function createHighlightChannel(): HighlightChannel {
  let codes: ReadonlySet<string> = new Set();
  const listeners = new Set<HighlightListener>();
  return {
    current: () => codes,
    set(next) {
      const previous = codes;
      codes = new Set(next);
      for (const listener of listeners) listener(codes, previous);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The municipality selection machine with its real actor and action: `checkCodes` asks the server
 * which pasted codes exist (the records found go to `onFound`, e.g. for their names and shapes), and
 * `highlightChanged` feeds the channel the map listens to.
 */
export function provideMunicipalitySelectionMachine(
  highlight: HighlightChannel,
  onFound: (municipalities: readonly Municipality[]) => void,
) {
  return municipalitySelectionMachine.provide({
    actors: {
      checkCodes: fromPromise<readonly string[], { codes: readonly string[] }>(async ({ input, signal }) => {
        const found = await listMunicipalitiesByCode(input.codes, { withGeometry: true }, { signal });
        onFound(found);
        return found.map((municipality) => municipality.insee);
      }),
    },
    actions: {
      highlightChanged: (_, params) => highlight.set(params.codes),
    },
  });
}

export type MunicipalitySelection = {
  selectedCodes: readonly string[];
  knownCodes: readonly string[];
  /** Pasted codes that do not exist, as pasted, until the next Recalculate. */
  unknownCodes: readonly string[];
  checking: boolean;
  failed: boolean;
  error: unknown;
  highlight: HighlightChannel;
  select: (code: string) => void;
  deselect: (code: string) => void;
  toggle: (code: string) => void;
  selectAll: () => void;
  deselectAll: () => void;
  /** Municipalities the server listed (territory, search results): select all includes them. */
  loaded: (codes: readonly string[]) => void;
  recalculate: (text: string) => void;
  /** Former communes of the selection give way to the current communes that took them over. */
  replace: (replacements: readonly Replacement[]) => void;
};

/** One jurisdiction's municipality selection, for as long as its form is shown. */
export function useMunicipalitySelection({
  initialCodes,
  onFound,
}: {
  initialCodes: readonly string[];
  onFound: (municipalities: readonly Municipality[]) => void;
}): MunicipalitySelection {
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;
  const highlight = useMemo(createHighlightChannel, []);
  const machine = useMemo(
    () => provideMunicipalitySelectionMachine(highlight, (found) => onFoundRef.current(found)),
    [highlight],
  );
  const actor = useActorRef(machine, { input: { knownCodes: [], selectedCodes: initialCodes }, inspect });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const checking = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));

  // Commands keep their identity for the form's life, so effects may depend on them.
  const commands = useMemo(
    () => ({
      select: (code: string) => actor.send({ type: 'municipality.selected', code }),
      deselect: (code: string) => actor.send({ type: 'municipality.deselected', code }),
      toggle: (code: string) =>
        actor.send({
          type: includesSorted(actor.getSnapshot().context.selectedCodes, code)
            ? 'municipality.deselected'
            : 'municipality.selected',
          code,
        }),
      selectAll: () => actor.send({ type: 'municipalities.allSelected' }),
      deselectAll: () => actor.send({ type: 'municipalities.allDeselected' }),
      loaded: (codes: readonly string[]) => {
        const known = actor.getSnapshot().context.knownCodes;
        // Known codes are sorted: only news reach the machine, which keeps re-renders to changes.
        if (codes.some((code) => !includesSorted(known, code))) {
          actor.send({ type: 'municipalities.loaded', codes });
        }
      },
      recalculate: (text: string) => actor.send({ type: 'codes.recalculate', text }),
      replace: (replacements: readonly Replacement[]) =>
        actor.send({ type: 'municipalities.replaced', replacements }),
    }),
    [actor],
  );

  return {
    selectedCodes: context.selectedCodes,
    knownCodes: context.knownCodes,
    unknownCodes: context.unknownCodes,
    checking,
    failed,
    error: context.error?.cause ?? null,
    highlight,
    ...commands,
  };
}

/** Binary search in a sorted list of codes. */
function includesSorted(sorted: readonly string[], code: string): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = sorted[middle] ?? '';
    if (value === code) return true;
    if (value < code) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
