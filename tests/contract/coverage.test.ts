import { describe, expect, test } from 'vitest';
import { handlers } from '../../server/handlers/index.ts';
import { handlerOf } from '../../server/handlers/kit/operation.ts';
import { loadSpec } from '../../server/http/spec.ts';
import { CASES } from './support/cases.ts';

const spec = await loadSpec();
const operationIds = spec.operations.map((operation) => operation.operationId);

describe('the contract and the backend', () => {
  test('every operation of the contract has a handler', () => {
    expect(operationIds.filter((id) => !handlerOf(handlers, id))).toEqual([]);
  });

  test('every handler serves an operation of the contract', () => {
    expect(Object.keys(handlers).filter((id) => !operationIds.includes(id))).toEqual([]);
  });

  test('every operation has calls in the contract tests', () => {
    expect(operationIds.filter((id) => !CASES[id]?.length)).toEqual([]);
    expect(Object.keys(CASES).filter((id) => !operationIds.includes(id))).toEqual([]);
  });

  test('every change documents the 429 its rate limit answers (issue 29)', () => {
    const unsafe = spec.operations.filter((operation) =>
      ['post', 'put', 'patch', 'delete'].includes(operation.method),
    );
    expect(unsafe.length).toBeGreaterThan(60);
    expect(
      unsafe
        .filter((operation) => !operation.responses.some((response) => response.status === '429'))
        .map((operation) => operation.operationId),
    ).toEqual([]);
  });

  test('operation ids are unique', () => {
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });
});
