import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { groupFiltersOf, groupListSearchSchema } from './groupListSearch';

const parse = (input: unknown) => v.parse(groupListSearchSchema, input);

describe('the group and sphere lists in the URL', () => {
  it('list one kind of group, every status by default', () => {
    expect(groupFiltersOf('group', parse({}))).toEqual({
      types: ['user-group'],
      search: undefined,
      ordering: undefined,
      statuses: undefined,
    });
    expect(groupFiltersOf('sphere', parse({ status: [2] }))).toEqual({
      types: ['group-of-organisation'],
      search: undefined,
      ordering: undefined,
      statuses: [2],
    });
  });

  it('keep search, ordering and page', () => {
    expect(parse({ page: 2, search: 'eau', ordering: '-members_count' })).toEqual({
      page: 2,
      search: 'eau',
      ordering: '-members_count',
      status: undefined,
    });
  });

  it('drop unusable values instead of failing the screen', () => {
    expect(parse({ page: -1, ordering: 'password', status: 'x' })).toEqual({
      page: undefined,
      search: undefined,
      ordering: undefined,
      status: undefined,
    });
  });
});
