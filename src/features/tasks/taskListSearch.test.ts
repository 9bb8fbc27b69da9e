import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { logsSearchSchema, taskListSearchSchema, taskParamsOf } from './taskListSearch';

describe('the task queue URL state', () => {
  it('keeps the dataset filter and drops unusable values', () => {
    expect(v.parse(taskListSearchSchema, { dataset: '12', ordering: 'secret', page: 0 })).toEqual({
      dataset: 12,
    });
    expect(v.parse(taskListSearchSchema, { dataset: 'abc' })).toEqual({});
  });

  it('asks for the newest tasks first by default', () => {
    expect(taskParamsOf({ dataset: 12 })).toEqual({
      page: 1,
      datasetId: 12,
      object: undefined,
      ordering: '-start_date',
    });
  });

  it('sends the typed text as the object filter', () => {
    expect(taskParamsOf({ search: 'marées', ordering: 'status', page: 2 })).toMatchObject({
      object: 'marées',
      ordering: 'status',
      page: 2,
    });
  });

  it('keeps the status, action and day filters and sends them as the API names them', () => {
    const search = v.parse(taskListSearchSchema, {
      status: ['FAILURE', 'LOST'],
      action: ['harvest', 'DROP TABLE'],
      from: '2026-12-01',
      until: 'tomorrow',
    });
    expect(search).toEqual({ status: ['FAILURE'], action: ['harvest'], from: '2026-12-01' });
    expect(taskParamsOf(search)).toMatchObject({
      statuses: ['FAILURE'],
      actions: ['harvest'],
      startedFrom: '2026-12-01',
      startedUntil: undefined,
    });
  });

  it('keeps only a usable logs page', () => {
    expect(v.parse(logsSearchSchema, { page: 3 })).toEqual({ page: 3 });
    expect(v.parse(logsSearchSchema, { page: -1 })).toEqual({});
  });
});
