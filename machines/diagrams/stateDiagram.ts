import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** One transition of the definition, as the diagram and the state table show it. */
export interface DiagramTransition {
  readonly source: AnyStateNode;
  /** Empty for a transition that stays in its state (actions only). */
  readonly targets: readonly AnyStateNode[];
  /** The event in words: `search.changed [isEmpty]`, `runSearch done`, `after searchDebounce`. */
  readonly label: string;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

function guardName(transition: AnyTransitionDefinition): string | null {
  const guard: unknown = transition.guard;
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  return 'inline guard';
}

/** The event a transition waits for, named the way a reader of the machine file would say it. */
export function eventLabel(eventType: string, source: AnyStateNode): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[2]} ${actor[1] === 'done' ? 'done' : 'failed'}`;
  if (eventType.startsWith('xstate.done.state.')) return source.type === 'parallel' ? 'all done' : 'done';
  const delay = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (delay) return `after ${delay[1]}`;
  return eventType === '' ? 'always' : eventType;
}

/** Every transition of the machine, in definition order: events first, then eventless ones. */
export function transitionsOf(machine: AnyStateMachine): DiagramTransition[] {
  return allNodes(machine.root).flatMap((source) => {
    const groups: [string, readonly AnyTransitionDefinition[]][] = [
      ...source.transitions.entries(),
      ['', source.always ?? []],
    ];
    return groups.flatMap(([eventType, candidates]) =>
      candidates.map((transition) => {
        const guard = guardName(transition);
        const event = eventLabel(eventType, source);
        return {
          source,
          targets: transition.target ?? [],
          label: guard === null ? event : `${event} [${guard}]`,
        };
      }),
    );
  });
}

/** Mermaid ids: the state's key when no other state has it, else its path joined by `_`. */
function mermaidIds(machine: AnyStateMachine): Map<AnyStateNode, string> {
  const nodes = allNodes(machine.root).filter((node) => node.path.length > 0);
  const keyCounts = new Map<string, number>();
  for (const node of nodes) keyCounts.set(node.key, (keyCounts.get(node.key) ?? 0) + 1);
  const ids = new Map<AnyStateNode, string>([[machine.root, machine.id]]);
  for (const node of nodes) {
    const unique = keyCounts.get(node.key) === 1 && node.key !== machine.id;
    ids.set(node, unique ? node.key : node.path.join('_'));
  }
  return ids;
}

/** The state whose block holds an edge: the closest one containing both ends (the diagram for the root). */
function scopeOf(source: AnyStateNode, target: AnyStateNode): string {
  const a = source.path.slice(0, -1);
  const b = target.path.slice(0, -1);
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return a.slice(0, length).join('.');
}

/**
 * A Mermaid `stateDiagram-v2` of the machine: nested and parallel states, initial and final
 * markers, and one arrow per transition target labelled with its event and guard. Transitions that
 * stay in their state are left to the state table. The machine's own transitions (root `on`) leave
 * a box around the whole machine.
 */
export function stateDiagram(machine: AnyStateMachine): string {
  const ids = mermaidIds(machine);
  const id = (node: AnyStateNode) => ids.get(node) ?? node.path.join('_');
  const transitions = transitionsOf(machine);
  const rootHasEdges = transitions.some(
    (transition) => transition.source === machine.root && transition.targets.length > 0,
  );

  const edgesByScope = new Map<string, string[]>();
  for (const { source, targets, label } of transitions) {
    for (const target of targets) {
      const scope = source === machine.root ? '(outside)' : scopeOf(source, target);
      const line = `${id(source)} --> ${id(target)} : ${label}`;
      edgesByScope.set(scope, [...(edgesByScope.get(scope) ?? []), line]);
    }
  }

  const lines: string[] = [];
  const emit = (depth: number, text: string) => lines.push(`${'  '.repeat(depth)}${text}`);

  const emitChildren = (node: AnyStateNode, depth: number) => {
    const children = Object.values(node.states);
    if (node.type === 'compound' && node.initial.target[0]) {
      emit(depth, `[*] --> ${id(node.initial.target[0])}`);
    }
    children.forEach((child, index) => {
      if (node.type === 'parallel' && index > 0) emit(depth, '--');
      emitNode(child, depth);
    });
    for (const edge of edgesByScope.get(node.path.join('.')) ?? []) emit(depth, edge);
  };

  const emitNode = (node: AnyStateNode, depth: number) => {
    const nodeId = id(node);
    const declaration = nodeId === node.key ? nodeId : `"${node.key}" as ${nodeId}`;
    if (Object.keys(node.states).length > 0) {
      emit(depth, `state ${declaration} {`);
      emitChildren(node, depth + 1);
      emit(depth, '}');
    } else {
      emit(depth, nodeId === node.key ? nodeId : `state ${declaration}`);
    }
    if (node.type === 'final') emit(depth, `${nodeId} --> [*]`);
  };

  emit(0, 'stateDiagram-v2');
  if (rootHasEdges) {
    emit(1, `[*] --> ${machine.id}`);
    emit(1, `state ${machine.id} {`);
    emitChildren(machine.root, 2);
    emit(1, '}');
    for (const edge of edgesByScope.get('(outside)') ?? []) emit(1, edge);
  } else {
    emitChildren(machine.root, 1);
  }
  return `${lines.join('\n')}\n`;
}
