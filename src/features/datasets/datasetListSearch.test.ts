import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { datasetListSearchSchema, filtersOf, isPublished } from './datasetListSearch';

describe('the dataset list URL state', () => {
  it('keeps usable values and drops the others', () => {
    const parsed = v.parse(datasetListSearchSchema, {
      page: 3,
      ordering: 'nonsense',
      organisation: [2, 4],
      record_type: 'x',
      publication: 'unpublished',
    });
    expect(parsed).toEqual({ page: 3, organisation: [2, 4], publication: 'unpublished' });
  });

  it('turns into the API filters', () => {
    expect(
      filtersOf({ search: 'eau', organisation: [2], publication: 'published', ordering: 'display_name' }),
    ).toEqual({
      search: 'eau',
      ordering: 'display_name',
      usergroupIds: [2],
      recordTypes: undefined,
      categories: undefined,
      topics: undefined,
      kinds: undefined,
      licenses: undefined,
      publish: true,
    });
  });
});

describe('isPublished', () => {
  it.each([
    [{ publish: true }, true],
    [{ publish: false }, false],
    [{ publish: null }, true],
    [{}, true],
  ])('%o is published: %s', (dataset, expected) => {
    expect(isPublished(dataset)).toBe(expected);
  });
});
