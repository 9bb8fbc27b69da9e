import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hubSearchChange, hubSearchSchema, requestListState } from './hubSearch';

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

  it('changes one list only, back to its page 1 unless the page itself changes', () => {
    expect(hubSearchChange('group', { search: 'kwata' })).toEqual({
      groupPage: undefined,
      groupSearch: 'kwata',
    });
    expect(hubSearchChange('user', { search: '' })).toEqual({ userPage: undefined, userSearch: undefined });
    expect(hubSearchChange('attachment', { status: [0] })).toEqual({
      attachmentPage: undefined,
      attachmentStatus: [0],
    });
    expect(hubSearchChange('user', { page: 3 }, true)).toEqual({ userPage: 3 });
  });
});
