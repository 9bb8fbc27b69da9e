import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** A state node of the machine definition, keyed by its dotted path (`filtering.searching`). */
export interface StateInfo {
  readonly key: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly final: boolean;
}

/** A transition of the machine definition: one candidate of one event (or `always`) of one state node. */
export interface TransitionInfo {
  readonly key: string;
  readonly source: string;
  readonly event: string;
  readonly targets: readonly string[];
  readonly guard: string | null;
}

export interface Inventory {
  readonly states: readonly StateInfo[];
  readonly transitions: readonly TransitionInfo[];
  /** From a transition definition of this very machine object to its key. */
  keyOf(transition: AnyTransitionDefinition): string | undefined;
}

const ROOT = '(machine)';

/** The only tags machines use: the UI shows a loading indicator for one and an error for the other. */
export const ALLOWED_TAGS = ['busy', 'error'] as const;

export function stateKeyOf(node: AnyStateNode): string {
  return node.path.length === 0 ? ROOT : node.path.join('.');
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

function nameOf(reference: unknown): string | null {
  if (reference === undefined) return null;
  if (typeof reference === 'string') return reference;
  if (typeof reference === 'object' && reference !== null && 'type' in reference)
    return String(reference.type);
  return '(inline function)';
}

/** The timer actions XState itself adds to a state with `after` transitions. */
function isTimerAction(action: unknown): boolean {
  return (
    typeof action === 'function' &&
    'type' in action &&
    (action.type === 'xstate.raise' || action.type === 'xstate.cancel') &&
    ('delay' in action || 'sendId' in action)
  );
}

/**
 * Lists the states and transitions of a machine from its definition. Coverage is measured
 * against this list, so a transition that no generated path takes is reported by name.
 */
export function inventoryOf(machine: AnyStateMachine): Inventory {
  const states: StateInfo[] = [];
  const transitions: TransitionInfo[] = [];
  const keys = new Map<AnyTransitionDefinition, string>();
  for (const node of allNodes(machine.root)) {
    const source = stateKeyOf(node);
    if (node.path.length > 0) {
      states.push({
        key: source,
        description: node.description ?? '',
        tags: [...node.tags],
        final: node.type === 'final',
      });
    }
    const groups: [string, readonly AnyTransitionDefinition[]][] = [
      ...node.transitions.entries(),
      ['always', node.always ?? []],
    ];
    for (const [event, candidates] of groups) {
      candidates.forEach((transition, index) => {
        const key = `${source} | ${event} | ${index}`;
        keys.set(transition, key);
        transitions.push({
          key,
          source,
          event,
          targets: (transition.target ?? []).map(stateKeyOf),
          guard: nameOf(transition.guard),
        });
      });
    }
  }
  return { states, transitions, keyOf: (transition) => keys.get(transition) };
}

/**
 * The conventions of machines/README.md that can be read off a definition: dot-namespaced
 * events, camelCase states, the machine and every state described, tags from the shared vocabulary, invoke
 * ids equal to their actor names, and actions, guards, actors and delays referred to by name.
 */
export function conventionProblems(machine: AnyStateMachine, allowedTags: readonly string[]): string[] {
  const problems: string[] = [];
  const { actors = {}, actions = {}, guards = {}, delays = {} } = machine.implementations;
  const checkAction = (where: string, action: unknown) => {
    const name = nameOf(action);
    if (name === '(inline function)')
      problems.push(`${where}: inline action; declare it in setup({ actions })`);
    else if (name !== null && !(name in actions)) problems.push(`${where}: action '${name}' is not declared`);
  };
  if (!machine.root.description?.trim()) problems.push('the machine has no description');
  for (const event of machine.events) {
    if (!event.startsWith('xstate.') && !/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/.test(event)) {
      problems.push(`event '${event}' is not dot-namespaced camelCase ('search.changed')`);
    }
  }
  for (const node of allNodes(machine.root)) {
    const where = stateKeyOf(node);
    if (node.path.length > 0 && !node.description?.trim()) problems.push(`${where}: no description`);
    if (node.key && node.path.length > 0 && !/^[a-z][a-zA-Z0-9]*$/.test(node.key)) {
      problems.push(`${where}: state names are camelCase`);
    }
    for (const tag of node.tags) {
      if (!allowedTags.includes(tag))
        problems.push(`${where}: tag '${tag}' is not one of ${allowedTags.join(', ')}`);
    }
    for (const action of [...node.entry, ...node.exit]) {
      if (node.after.length === 0 || !isTimerAction(action)) checkAction(`${where} entry/exit`, action);
    }
    for (const invoke of node.invoke) {
      if (typeof invoke.src !== 'string' || !(invoke.src in actors)) {
        problems.push(`${where}: invoke '${invoke.id}' must name an actor declared in setup({ actors })`);
      } else if (invoke.id !== invoke.src) {
        problems.push(`${where}: invoke id '${invoke.id}' must equal its src '${invoke.src}'`);
      }
    }
    const transitions = [...node.transitions.values(), node.always ?? []].flat();
    for (const transition of transitions) {
      const label = `${where} on ${transition.eventType || 'always'}`;
      for (const action of transition.actions) checkAction(label, action);
      const guard = nameOf(transition.guard);
      if (guard === '(inline function)')
        problems.push(`${label}: inline guard; declare it in setup({ guards })`);
      else if (guard !== null && !(guard in guards))
        problems.push(`${label}: guard '${guard}' is not declared`);
      const delay = /^xstate\.after\.([^.]+)\./.exec(transition.eventType)?.[1];
      if (delay !== undefined && !(delay in delays)) {
        problems.push(`${label}: delay '${delay}' must be declared by name in setup({ delays })`);
      }
    }
  }
  return problems;
}
