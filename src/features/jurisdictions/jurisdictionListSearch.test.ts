import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { jurisdictionListSearchSchema } from './jurisdictionListSearch';

describe('the jurisdiction list URL state', () => {
  it('keeps a page and a search', () => {
    expect(v.parse(jurisdictionListSearchSchema, { page: 2, search: 'guyane' })).toEqual({
      page: 2,
      search: 'guyane',
    });
  });

  it('drops unusable values, so the list starts at page 1', () => {
    expect(v.parse(jurisdictionListSearchSchema, { page: 0, search: 3 })).toEqual({});
    expect(v.parse(jurisdictionListSearchSchema, { page: 1.5 })).toEqual({});
  });
});
