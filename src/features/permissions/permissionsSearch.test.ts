import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { permissionParamsOf, permissionsSearchSchema, withFilters } from './permissionsSearch';

describe('the permissions URL state', () => {
  it('keeps usable values and drops the others', () => {
    const parsed = v.parse(permissionsSearchSchema, {
      page: 2,
      ordering: 'nonsense',
      usergroup_type: ['organisation', 'group-of-organisation'],
      organisation_type_id: '3',
      level: 'everything',
    });
    expect(parsed).toEqual({
      page: 2,
      usergroup_type: ['organisation', 'group-of-organisation'],
      organisation_type_id: 3,
    });
  });

  it('reads one type written by hand', () => {
    expect(v.parse(permissionsSearchSchema, { usergroup_type: 'organisation' })).toEqual({
      usergroup_type: ['organisation'],
    });
  });

  it('drops an unknown type instead of failing the screen', () => {
    expect(v.parse(permissionsSearchSchema, { usergroup_type: ['robots'] })).toEqual({});
  });

  it('turns into the API parameters', () => {
    expect(
      permissionParamsOf({ search: 'eau', usergroup_type: ['organisation'], level: 'download', page: 3 }),
    ).toEqual({
      page: 3,
      search: 'eau',
      ordering: undefined,
      usergroupTypes: ['organisation'],
      organisationTypeId: undefined,
      level: 'download',
    });
  });

  it('goes back to page 1 on any filter change and keeps the search and sort', () => {
    const before = { page: 4, search: 'eau', ordering: 'level' as const, level: 'search' as const };
    expect(withFilters(before, { usergroup_type: ['user-group'], level: 'search' })).toEqual({
      page: undefined,
      search: 'eau',
      ordering: 'level',
      usergroup_type: ['user-group'],
      organisation_type_id: undefined,
      level: 'search',
    });
    expect(withFilters(before, { usergroup_type: [] }).usergroup_type).toBeUndefined();
  });
});
