import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The QA assertion tables are typed so that a new state fails compilation until it has an entry; an entry
// that checks nothing (`async () => {}`) satisfies the type all the same. Each assertion must look at the
// page: await something (a Playwright expectation, a helper that checks) or call expect.
const QA_DIR = join(import.meta.dirname, '..', 'qa');

interface AssertionEntry {
  readonly file: string;
  readonly state: string;
  readonly checks: boolean;
}

function checksSomething(node: ts.Node): boolean {
  let found = false;
  const visit = (child: ts.Node) => {
    if (found) return;
    if (ts.isAwaitExpression(child)) found = true;
    else if (ts.isCallExpression(child) && /^expect\b/.test(child.expression.getText())) found = true;
    else ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

function assertionEntries(file: string): AssertionEntry[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(QA_DIR, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const entries: AssertionEntry[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'assertions' && node.initializer) {
      let table: ts.Expression = node.initializer;
      while (
        ts.isSatisfiesExpression(table) ||
        ts.isAsExpression(table) ||
        ts.isParenthesizedExpression(table)
      ) {
        table = table.expression;
      }
      if (!ts.isObjectLiteralExpression(table))
        throw new Error(`${file}: assertions is not an object literal`);
      for (const property of table.properties) {
        const state = property.name?.getText().replace(/^['"]|['"]$/g, '') ?? '(spread)';
        if (ts.isPropertyAssignment(property)) {
          const value = property.initializer;
          // A named helper shared by several states is checked where it is written.
          const named = ts.isIdentifier(value) || ts.isPropertyAccessExpression(value);
          entries.push({ file, state, checks: named || checksSomething(value) });
        } else if (ts.isMethodDeclaration(property)) {
          entries.push({ file, state, checks: checksSomething(property) });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return entries;
}

describe('QA assertions', () => {
  const files = readdirSync(QA_DIR).filter((file) => file.endsWith('.ts'));
  const entries = files.flatMap(assertionEntries);

  it('are found in the replay modules', () => {
    expect(entries.length).toBeGreaterThan(50);
  });

  it('each look at the page: none is empty', () => {
    expect(entries.filter((entry) => !entry.checks).map((entry) => `${entry.file}: ${entry.state}`)).toEqual(
      [],
    );
  });

  it('tell an empty assertion from one that checks', () => {
    const parse = (text: string) => ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true);
    expect(checksSomething(parse('const a = async () => {};'))).toBe(false);
    expect(checksSomething(parse('const a = async () => undefined;'))).toBe(false);
    expect(
      checksSomething(parse('const a = async ({ page }) => { await expect(page).toHaveURL(/x/); };')),
    ).toBe(true);
    expect(checksSomething(parse('const a = ({ page }, state) => { expect(state.value).toBe(1); };'))).toBe(
      true,
    );
  });
});
