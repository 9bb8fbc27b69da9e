import type { EventObject, StateValue } from 'xstate';
import type { Coverage } from './coverage.ts';
import type { MachineModel } from './defineMachineModel.ts';
import type { ModelPath, PathKind } from './generatePaths.ts';
import { activeStateKeys } from './generatePaths.ts';
import { type Inventory, inventoryOf, type StateInfo, type TransitionInfo } from './inventory.ts';
import type { PathRun } from './runPath.ts';

/** A state as a replay sees it: where the machine is, what the person sees, and the data. */
export interface PathState {
  readonly value: StateValue;
  /** Every active state node, outermost first: the keys of the state table. */
  readonly keys: readonly string[];
  /** The descriptions of the active atomic states: what the page shows. */
  readonly descriptions: Readonly<Record<string, string>>;
  readonly tags: readonly string[];
  readonly context: unknown;
  readonly final: boolean;
}

export interface PathsDocument {
  readonly machine: string;
  readonly id: string;
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly states: readonly StateInfo[];
  readonly transitions: readonly TransitionInfo[];
  readonly coverage: Coverage;
  readonly paths: readonly {
    readonly id: string;
    readonly input: string;
    readonly kind: PathKind;
    readonly description: string;
    /** The state and transition keys the path covers, so a replay can report its coverage. */
    readonly covers: { readonly states: readonly string[]; readonly transitions: readonly string[] };
    readonly steps: readonly { readonly event: EventObject; readonly state: PathState }[];
  }[];
}

function pathState(inventory: Inventory, step: ModelPath['steps'][number]): PathState {
  const keys = activeStateKeys(step.state);
  const info = new Map(inventory.states.map((state) => [state.key, state]));
  const leaves = step.state._nodes.filter((node) => node.type === 'atomic' || node.type === 'final');
  return {
    value: step.state.value,
    keys,
    descriptions: Object.fromEntries(
      leaves.map((node) => {
        const key = node.path.join('.');
        return [key, info.get(key)?.description ?? ''];
      }),
    ),
    tags: [...step.state.tags].sort(),
    context: step.state.context,
    final: step.state.status === 'done',
  };
}

/** What `npm run paths` writes to `tests/paths/<machine>.json`, for QA and the browser replays. */
export function pathsDocument(
  model: MachineModel,
  paths: readonly ModelPath[],
  runs: readonly PathRun[],
  coverage: Coverage,
): PathsDocument {
  const inventory = inventoryOf(model.machine);
  return {
    machine: model.name,
    id: model.machine.id,
    inputs: Object.fromEntries(Object.entries(model.inputs).map(([name, input]) => [name, input ?? null])),
    states: inventory.states,
    transitions: inventory.transitions,
    coverage,
    paths: paths.map((path, index) => ({
      id: path.id,
      input: path.input,
      kind: path.kind,
      description: path.description,
      covers: {
        states: [...(runs[index]?.states ?? [])].sort(),
        transitions: [...(runs[index]?.transitions ?? [])].sort(),
      },
      steps: path.steps.map((step) => ({ event: step.event, state: pathState(inventory, step) })),
    })),
  };
}
