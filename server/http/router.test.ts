import { describe, expect, test } from 'vitest';
import { Router } from './router.ts';
import type { OperationSpec } from './spec.ts';

const op = (operationId: string, method: OperationSpec['method'], path: string): OperationSpec => ({
  operationId,
  method,
  path,
  parameters: [],
  requestBody: null,
  responses: [],
  secured: true,
});

const router = new Router([
  op('getDataset', 'get', '/dataset/datasets/{id}/'),
  op('deleteDataset', 'delete', '/dataset/datasets/{id}/'),
  op('exportDatasetsOdl', 'get', '/dataset/datasets/export/odl/'),
  op('listDatasetScenarios', 'get', '/dataset/datasets/{id}/_scenarios/'),
  op('listResourceKindScenarios', 'get', '/resource/{slug}/{id}/_scenarios/'),
  op('listResourceDatasetScenarios', 'get', '/resource/resource-dataset/{id}/_scenarios/'),
]);

describe('Router', () => {
  test('matches templates and extracts parameters', () => {
    expect(router.match('GET', '/dataset/datasets/12/')).toMatchObject({
      kind: 'operation',
      params: { id: '12' },
    });
  });

  test('prefers literal segments over parameters', () => {
    expect(router.match('GET', '/dataset/datasets/export/odl/')).toMatchObject({
      operation: { operationId: 'exportDatasetsOdl' },
    });
    expect(router.match('GET', '/resource/resource-dataset/3/_scenarios/')).toMatchObject({
      operation: { operationId: 'listResourceDatasetScenarios' },
    });
    expect(router.match('GET', '/resource/file-upload/3/_scenarios/')).toMatchObject({
      operation: { operationId: 'listResourceKindScenarios' },
      params: { slug: 'file-upload', id: '3' },
    });
  });

  test('accepts a missing trailing slash', () => {
    expect(router.match('GET', '/dataset/datasets/12')).toMatchObject({ kind: 'operation' });
  });

  test('answers HEAD with the GET operation, and lists the allowed methods otherwise', () => {
    expect(router.match('HEAD', '/dataset/datasets/12/')).toMatchObject({
      operation: { operationId: 'getDataset' },
    });
    expect(router.match('PUT', '/dataset/datasets/12/')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'DELETE', 'HEAD'],
    });
    expect(router.match('GET', '/dataset/nothing/')).toEqual({ kind: 'not-found' });
  });
});
