import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type InspectionEvent } from 'xstate';
import { deferredInspect, inspectionRequested } from './inspect.ts';

describe('inspection switch', () => {
  it('is on with ?inspect in the URL or VITE_INSPECT=1, off otherwise', () => {
    expect(inspectionRequested('?inspect', undefined)).toBe(true);
    expect(inspectionRequested('?page=2&inspect=1', undefined)).toBe(true);
    expect(inspectionRequested('', '1')).toBe(true);
    expect(inspectionRequested('?page=2', undefined)).toBe(false);
    expect(inspectionRequested('', '0')).toBe(false);
  });
});

describe('deferredInspect', () => {
  it('hands the inspector every event of an actor started before it loaded, in order', async () => {
    const received: InspectionEvent[] = [];
    let resolveLoad: (inspect: (event: InspectionEvent) => void) => void = () => {};
    const loaded = new Promise<(event: InspectionEvent) => void>((resolve) => {
      resolveLoad = resolve;
    });
    const inspect = deferredInspect(() => loaded);
    const machine = createMachine({
      id: 'toggle',
      initial: 'off',
      states: { off: { on: { 'toggle.pressed': 'on' } }, on: {} },
    });
    const actor = createActor(machine, { inspect }).start();
    actor.send({ type: 'toggle.pressed' });
    expect(received).toEqual([]);

    resolveLoad((event) => received.push(event));
    await loaded;
    actor.send({ type: 'toggle.ignored' });

    expect(received[0]?.type).toBe('@xstate.actor');
    const sent = received.flatMap((event) => (event.type === '@xstate.event' ? [event.event.type] : []));
    expect(sent).toEqual(['xstate.init', 'toggle.pressed', 'toggle.ignored']);
    const last = received.at(-1);
    expect(last?.type === '@xstate.snapshot' && last.snapshot).toMatchObject({ value: 'on' });
  });
});

/** `useActorRef(...)` and `createActor(...)` calls of the application code, with their options. */
function actorCreations(root: string): { where: string; options: ts.Expression | undefined }[] {
  const found: { where: string; options: ts.Expression | undefined }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8');
        // Parsing only the files that name either function keeps the test fast.
        if (!/useActorRef|createActor/.test(text)) continue;
        const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
        const visit = (node: ts.Node) => {
          if (
            ts.isCallExpression(node) &&
            ts.isIdentifier(node.expression) &&
            ['useActorRef', 'createActor'].includes(node.expression.text)
          ) {
            const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
            found.push({ where: `${relative(root, path)}:${line}`, options: node.arguments[1] });
          }
          ts.forEachChild(node, visit);
        };
        visit(source);
      }
    }
  };
  walk(root);
  return found;
}

function passesInspect(options: ts.Expression | undefined): boolean {
  return (
    options !== undefined &&
    ts.isObjectLiteralExpression(options) &&
    options.properties.some((property) => property.name?.getText() === 'inspect')
  );
}

describe('every actor of the application', () => {
  it('receives the inspect option', () => {
    const creations = actorCreations(join(import.meta.dirname, '..', '..'));
    expect(creations.length).toBeGreaterThanOrEqual(12);
    expect(creations.filter(({ options }) => !passesInspect(options)).map(({ where }) => where)).toEqual([]);
  });
});
