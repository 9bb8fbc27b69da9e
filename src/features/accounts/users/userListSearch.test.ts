import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { userFiltersOf, userListSearchSchema } from './userListSearch';

const parse = (input: unknown) => v.parse(userListSearchSchema, input);

describe('the user list in the URL', () => {
  it('shows active users by default (status__in=2)', () => {
    expect(userFiltersOf(parse({}))).toEqual({
      search: undefined,
      ordering: undefined,
      statuses: [2],
      usergroupId: undefined,
    });
  });

  it('keeps the chosen statuses, an empty choice meaning every status', () => {
    expect(userFiltersOf(parse({ status: [1, 0] })).statuses).toEqual([1, 0]);
    expect(userFiltersOf(parse({ status: [] })).statuses).toEqual([]);
  });

  it('keeps search, ordering, group and page', () => {
    expect(parse({ page: 3, search: 'dupont', ordering: '-date_joined', usergroup: '4' })).toEqual({
      page: 3,
      search: 'dupont',
      ordering: '-date_joined',
      status: undefined,
      usergroup: 4,
    });
  });

  it('drops unusable values instead of failing the screen', () => {
    expect(parse({ page: 0, ordering: 'password', status: ['x'], usergroup: 'abc' })).toEqual({
      page: undefined,
      search: undefined,
      ordering: undefined,
      status: undefined,
      usergroup: undefined,
    });
  });
});
