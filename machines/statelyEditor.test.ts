import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const machinesDir = import.meta.dirname;

/**
 * What keeps a machine importable into the Stately editor, which reads the `createMachine({...})`
 * literal of the file without running it: every state key, target, initial state and implementation
 * name written out as a literal. Functions (context, params, output) are skipped: the editor
 * leaves them as code. Names referred to are checked against setup() by the conventions test.
 */
function notLiteral(file: string): string[] {
  const text = readFileSync(join(machinesDir, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const problems: string[] = [];
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const checkValue = (node: ts.Node) => {
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return;
    if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return checkValue(node.expression);
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (ts.isMethodDeclaration(property)) continue;
        if (!ts.isPropertyAssignment(property)) {
          problems.push(`${at(property)}: spread or shorthand property '${property.getText()}'`);
        } else if (ts.isComputedPropertyName(property.name)) {
          problems.push(`${at(property)}: computed key ${property.name.getText()}`);
        } else {
          checkValue(property.initializer);
        }
      }
      return;
    }
    if (ts.isArrayLiteralExpression(node)) return node.elements.forEach(checkValue);
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isNumericLiteral(node) ||
      node.kind === ts.SyntaxKind.TrueKeyword ||
      node.kind === ts.SyntaxKind.FalseKeyword ||
      node.kind === ts.SyntaxKind.NullKeyword;
    if (!literal) problems.push(`${at(node)}: '${node.getText()}' is not a literal`);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'createMachine'
    ) {
      const config = node.arguments[0];
      if (config === undefined || !ts.isObjectLiteralExpression(config))
        problems.push(`${at(node)}: no config literal`);
      else checkValue(config);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

describe('machines stay importable into the Stately editor', () => {
  const files = readdirSync(machinesDir).filter((file) => file.endsWith('.machine.ts'));

  it('finds every machine file', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });

  for (const file of files) {
    it(`${file} writes its machine as a literal`, () => {
      expect(notLiteral(file)).toEqual([]);
    });
  }
});
