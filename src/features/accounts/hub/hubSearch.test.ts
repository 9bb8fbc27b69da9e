import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hubSearchSchema, requestListState, withRequestList } from './hubSearch';

const parse = (input: unknown) => v.parse(hubSearchSchema, input);

describe('the hub in the URL', () => {
  it('holds each list’s page, search and statuses apart', () => {
    const search = parse({ userPage: 2, userSearch: 'dupont', groupStatus: [1, 3], attachmentPage: 4 });
    expect(requestListState(search, 'user')).toEqual({ page: 2, search: 'dupont', status: undefined });
    expect(requestListState(search, 'group')).toEqual({ page: undefined, search: undefined, status: [1, 3] });
    expect(requestListState(search, 'attachment')).toEqual({ page: 4, search: undefined, status: undefined });
  });

  it('drops unusable values', () => {
    expect(requestListState(parse({ userPage: -1, userStatus: 'x' }), 'user')).toEqual({
      page: undefined,
      search: undefined,
      status: undefined,
    });
  });

  it('changes one list only', () => {
    const search = parse({ userPage: 2, groupSearch: 'kwata', attachmentStatus: [0] });
    expect(withRequestList(search, 'group', { page: 3, search: '', status: [1, 3] })).toEqual({
      ...search,
      groupPage: 3,
      groupSearch: undefined,
      groupStatus: [1, 3],
    });
    expect(withRequestList(search, 'user', {})).toEqual({
      ...search,
      userPage: undefined,
      userSearch: undefined,
      userStatus: undefined,
    });
  });
});
