import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../auth/session';
import { administeredGroupIds, groupRightsOf } from './groupRights';

const person = (roles: [number, number][], is_superuser = false): SessionUser => ({
  id: 1,
  username: 'someone',
  first_name: '',
  last_name: '',
  is_superuser,
  usergroup_roles: roles.map(([group, role]) => ({
    role,
    usergroup: { id: group, display_name: `G${group}` },
  })),
});

describe('rights on a user group', () => {
  it('give a superuser everything', () => {
    expect(groupRightsOf(person([], true), 7)).toEqual({ superuser: true, manages: true, administers: true });
  });

  it('follow the role held in that group only', () => {
    const user = person([
      [2, 2],
      [4, 1],
    ]);
    expect(groupRightsOf(user, 2)).toEqual({ superuser: false, manages: true, administers: true });
    expect(groupRightsOf(user, 4)).toEqual({ superuser: false, manages: true, administers: false });
    expect(groupRightsOf(user, 9)).toEqual({ superuser: false, manages: false, administers: false });
    expect(groupRightsOf(null, 2)).toEqual({ superuser: false, manages: false, administers: false });
  });

  it('list the groups administered', () => {
    expect(
      administeredGroupIds(
        person([
          [2, 2],
          [4, 1],
          [12, 2],
        ]),
      ),
    ).toEqual([2, 12]);
    expect(administeredGroupIds(null)).toEqual([]);
  });
});
