import { type AnyStateMachine, type AnyStateNode, createMachine } from 'xstate';
import { stepKeyOf } from './types.ts';

/**
 * Hand-made state-machine faults, the mistakes a person makes in a statechart: a transition retargeted to
 * a sibling of its target, an action dropped, a guard removed, a delay doubled. Each is a whole machine
 * built from a copy of the machine's configuration with one change and its own implementations, so the
 * model of the original machine can be asked whether it notices (scripts/mutation/faults.ts).
 */
export interface MachineFault {
  readonly kind: 'retarget' | 'dropAction' | 'dropGuard' | 'doubleDelay';
  readonly description: string;
  readonly build: () => AnyStateMachine;
}

type Config = Record<string, unknown>;

/** A deep copy of plain objects and arrays; functions (params, inputs) are shared. */
function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copy) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copy(inner)])) as T;
  }
  return value;
}

const asArray = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** One place where a state's configuration holds transitions, with the event type XState gives them. */
interface TransitionSlot {
  readonly eventType: string;
  /** Reads the slot's candidates from a state configuration (a copy or the original). */
  read(state: Config): unknown[];
  /** Writes candidates back into a state configuration. */
  write(state: Config, candidates: unknown[]): void;
}

function slotsOf(state: Config, node: AnyStateNode): TransitionSlot[] {
  const slots: TransitionSlot[] = [];
  const on = (state.on ?? {}) as Config;
  for (const event of Object.keys(on)) {
    slots.push({
      eventType: event,
      read: (s) => asArray((s.on as Config)[event]),
      write: (s, c) => {
        (s.on as Config)[event] = c;
      },
    });
  }
  if (state.always !== undefined) {
    slots.push({
      eventType: 'always',
      read: (s) => asArray(s.always),
      write: (s, c) => {
        s.always = c;
      },
    });
  }
  for (const delay of Object.keys((state.after ?? {}) as Config)) {
    slots.push({
      eventType: `xstate.after.${delay}.${node.id}`,
      read: (s) => asArray((s.after as Config)[delay]),
      write: (s, c) => {
        (s.after as Config)[delay] = c;
      },
    });
  }
  asArray(state.invoke).forEach((invoke, index) => {
    const id = String((invoke as Config).id);
    for (const [key, prefix] of [
      ['onDone', 'xstate.done.actor.'],
      ['onError', 'xstate.error.actor.'],
    ] as const) {
      if ((invoke as Config)[key] === undefined) continue;
      const invokeOf = (s: Config) => asArray(s.invoke)[index] as Config;
      slots.push({
        eventType: `${prefix}${id}`,
        read: (s) => asArray(invokeOf(s)[key]),
        write: (s, c) => {
          invokeOf(s)[key] = c;
        },
      });
    }
  });
  return slots;
}

/** Every state configuration of a machine configuration with its node, root included. */
function statesOf(
  config: Config,
  node: AnyStateNode,
): { path: string[]; config: Config; node: AnyStateNode }[] {
  const children = (config.states ?? {}) as Record<string, Config>;
  return [
    { path: node.path, config, node },
    ...Object.entries(children).flatMap(([key, child]) => {
      const childNode = node.states[key];
      return childNode ? statesOf(child, childNode) : [];
    }),
  ];
}

const nameOf = (action: unknown) =>
  typeof action === 'string'
    ? action
    : typeof action === 'object' && action
      ? String((action as Config).type)
      : '';

/** Every fault of the four kinds for this machine. */
export function machineFaults(machine: AnyStateMachine): MachineFault[] {
  const faults: MachineFault[] = [];
  const original = machine.config as Config;
  const implementations = machine.implementations;
  const where = (path: readonly string[]) => (path.length ? path.join('.') : '(machine)');

  /** A fault that changes the copied configuration of the state at `path`. */
  const changing = (
    kind: MachineFault['kind'],
    description: string,
    path: readonly string[],
    change: (state: Config) => void,
  ): MachineFault => ({
    kind,
    description,
    build: () => {
      const config = copy(original);
      const state = path.reduce((at, key) => (at.states as Record<string, Config>)[key] as Config, config);
      change(state);
      return createMachine(config as never, implementations);
    },
  });

  for (const { path, config, node } of statesOf(original, machine.root)) {
    for (const slot of slotsOf(config, node)) {
      const definitions =
        slot.eventType === 'always' ? (node.always ?? []) : (node.transitions.get(slot.eventType) ?? []);
      const candidates = slot.read(config);
      candidates.forEach((candidate, index) => {
        const label = `${where(path)} on ${stepKeyOf(slot.eventType)}${candidates.length > 1 ? ` (candidate ${index + 1})` : ''}`;
        const object = (typeof candidate === 'string' ? { target: candidate } : candidate) as Config;
        const edit = (state: Config, apply: (transition: Config) => void) => {
          const copied = slot.read(state).map((c) => (typeof c === 'string' ? { target: c } : c)) as Config[];
          const transition = copied[index];
          if (transition) apply(transition);
          slot.write(state, copied);
        };
        // A transition retargeted to each sibling of its target.
        for (const target of definitions[index]?.target ?? []) {
          const siblings = Object.values(target.parent?.states ?? {}).filter((sibling) => sibling !== target);
          for (const sibling of siblings) {
            faults.push(
              changing(
                'retarget',
                `${label}: to ${sibling.path.join('.')} instead of ${target.path.join('.')}`,
                path,
                (state) =>
                  edit(state, (transition) => {
                    const targets = asArray(transition.target).map((t, i) =>
                      i === (definitions[index]?.target ?? []).indexOf(target) ? `#${sibling.id}` : t,
                    );
                    transition.target = targets.length === 1 ? targets[0] : targets;
                  }),
              ),
            );
          }
        }
        asArray(object.actions).forEach((action, actionIndex) => {
          faults.push(
            changing('dropAction', `${label}: without its action ${nameOf(action)}`, path, (state) =>
              edit(state, (transition) => {
                transition.actions = asArray(transition.actions).filter((_, i) => i !== actionIndex);
              }),
            ),
          );
        });
        if (object.guard !== undefined) {
          faults.push(
            changing('dropGuard', `${label}: without its guard ${nameOf(object.guard)}`, path, (state) =>
              edit(state, (transition) => {
                delete transition.guard;
              }),
            ),
          );
        }
      });
    }
    for (const moment of ['entry', 'exit'] as const) {
      asArray(config[moment]).forEach((action, actionIndex) => {
        faults.push(
          changing(
            'dropAction',
            `${where(path)} ${moment}: without its action ${nameOf(action)}`,
            path,
            (state) => {
              state[moment] = asArray(state[moment]).filter((_, i) => i !== actionIndex);
            },
          ),
        );
      });
    }
  }
  for (const [delay, value] of Object.entries(implementations.delays ?? {})) {
    if (typeof value !== 'number') continue;
    faults.push({
      kind: 'doubleDelay',
      description: `delay ${delay}: ${value * 2} ms instead of ${value}`,
      build: () =>
        createMachine(original as never, {
          ...implementations,
          delays: { ...implementations.delays, [delay]: value * 2 },
        }),
    });
  }
  return faults;
}
