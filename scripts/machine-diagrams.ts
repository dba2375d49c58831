import type { AnyStateMachine, AnyStateNode } from 'xstate';

// Mermaid state diagrams of the machines, drawn from their definitions (npm run docs:machines
// writes them to docs/machines/; a test fails when one there is out of date). A diagram shows
// every state and every transition; actions, context and delays' lengths stay in the code.

/** Every machine the app defines, by the file it is in. */
const machineModules: Record<string, Record<string, unknown>> = import.meta.glob(
  '../machines/**/*.machine.ts',
  { eager: true },
);

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'definition' in value;

export interface MachineDoc {
  /** Where the diagram goes, from the project's root: docs/machines/<machine id>.md. */
  path: string;
  text: string;
}

/** The diagram page of each machine in machines/, in a stable order. */
export function machineDocs(): MachineDoc[] {
  return Object.entries(machineModules)
    .flatMap(([file, exports]) =>
      Object.values(exports)
        .filter(isMachine)
        .map((machine) => ({
          path: `docs/machines/${machine.id}.md`,
          text: machinePage(machine, file.replace(/^\.\.\//, '')),
        })),
    )
    .sort((a, b) => a.path.localeCompare(b.path));
}

function machinePage(machine: AnyStateMachine, source: string): string {
  return [
    `# The \`${machine.id}\` machine`,
    '',
    `Drawn from [\`${source}\`](../../${source}) by \`npm run docs:machines\`; do not edit by hand.`,
    'Paste that file into the Stately visualizer to step through it.',
    '',
    '```mermaid',
    machineDiagram(machine),
    '```',
    '',
  ].join('\n');
}

/**
 * A Mermaid `stateDiagram-v2` of the machine: its states, nested and parallel, then every
 * transition. Transitions come after all states because Mermaid would nest a state that a
 * transition inside a composite state names (a child going back to its parent makes a cycle).
 */
export function machineDiagram(machine: AnyStateMachine): string {
  const root = machine.root as AnyStateNode;
  // Mermaid draws parallel regions only inside a state, so a parallel machine gets one box.
  const states =
    root.type === 'parallel'
      ? [`  state ${nameOf(root)} {`, ...stateLines(root, '    '), '  }']
      : stateLines(root, '  ');
  return ['stateDiagram-v2', ...states, ...allNodes(root).flatMap(transitionLines)].join('\n');
}

// Mermaid names a state by one word: the node's id with its dots as underscores.
const nameOf = (node: AnyStateNode) => node.id.replace(/[^\w]/g, '_');

const childrenOf = (node: AnyStateNode) =>
  Object.values(node.states as Record<string, AnyStateNode>);

const allNodes = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...childrenOf(node).flatMap(allNodes),
];

function stateLines(node: AnyStateNode, indent: string): string[] {
  const children = childrenOf(node);
  if (node.type === 'parallel') {
    return children.flatMap((region, index) => [
      ...(index > 0 ? [`${indent}--`] : []),
      ...declaration(region, indent),
    ]);
  }
  const initial = node.initial?.target[0] as AnyStateNode | undefined;
  return [
    ...(initial ? [`${indent}[*] --> ${nameOf(initial)}`] : []),
    ...children.flatMap((child) => declaration(child, indent)),
  ];
}

/** A state's name and tags, its inside (if it has one) and its way out if it is final. */
function declaration(node: AnyStateNode, indent: string): string[] {
  const name = nameOf(node);
  const label = [node.key, ...node.tags.map((tag) => `#${tag}`)].join(' ');
  const lines = [`${indent}state "${label}" as ${name}`];
  if (childrenOf(node).length > 0) {
    lines.push(`${indent}state ${name} {`, ...stateLines(node, `${indent}  `), `${indent}}`);
  }
  if (node.type === 'final') lines.push(`${indent}${name} --> [*]`);
  return lines;
}

interface TransitionLike {
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: unknown;
  actions: readonly unknown[];
}

function transitionLines(node: AnyStateNode): string[] {
  const invoked = new Map(
    (node.invoke as { id: string; src: unknown }[]).map(({ id, src }) => [
      id,
      typeof src === 'string' ? src : id,
    ]),
  );
  const handlers = node.transitions as Map<string, TransitionLike[]>;
  const always = (node.always ?? []) as TransitionLike[];
  return [...[...handlers.values()].flat(), ...always]
    .filter(({ target, actions }) => target?.length || actions.length)
    .map((transition) => {
      const targets = transition.target?.length ? transition.target : [node];
      const label = `${eventLabel(transition.eventType, invoked)}${guardLabel(transition.guard)}`;
      return targets.map((target) => `  ${nameOf(node)} --> ${nameOf(target)}: ${label}`);
    })
    .flat();
}

function eventLabel(eventType: string, invoked: Map<string, string>): string {
  if (eventType === '') return 'always';
  const [, kind, rest = ''] = /^xstate\.(after|done\.actor|error\.actor|done\.state)\.(.*)$/.exec(
    eventType,
  ) ?? [undefined, undefined];
  if (kind === 'after') return `after ${rest.split('.')[0]}`;
  if (kind === 'done.actor') return `${invoked.get(rest) ?? rest} done`;
  if (kind === 'error.actor') return `${invoked.get(rest) ?? rest} failed`;
  if (kind === 'done.state') return 'all done';
  return eventType;
}

function guardLabel(guard: unknown): string {
  if (guard === undefined) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    return ` [${String(guard.type)}]`;
  }
  return ' [guarded]';
}
