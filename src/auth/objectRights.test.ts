import { describe, expect, it } from 'vitest';
import { datasetRightsOf, groupRightsOf, userRightsOf } from './objectRights';
import type { SessionUser } from './session';

const CACL = 2;
const OEG = 4;
const MOBILITY = 12;

function person(id: number, roles: [number, number][], is_superuser = false): SessionUser {
  return {
    id,
    username: `u${id}`,
    first_name: '',
    last_name: '',
    is_superuser,
    usergroup_roles: roles.map(([group, role]) => ({
      role,
      usergroup: { id: group, display_name: `g${group}` },
    })),
  };
}

// The demo accounts of the seed, as the login service describes them.
const admin = person(1, [], true);
const gestionnaire = person(2, [
  [CACL, 2],
  [MOBILITY, 2],
]);
const producteur = person(3, [
  [CACL, 1],
  [OEG, 1],
]);
const visiteur = person(4, []);

describe('datasetRightsOf', () => {
  const all = { edit: true, delete: true, publish: true, manageRights: true };
  const none = { edit: false, delete: false, publish: false, manageRights: false };
  it.each([
    ['admin', admin, OEG, all, OEG],
    ['producteur, own organisation', producteur, OEG, all, OEG],
    ['producteur, another organisation', producteur, 7, none, CACL],
    ['gestionnaire, own organisation', gestionnaire, CACL, all, CACL],
    ['gestionnaire, another organisation', gestionnaire, OEG, none, CACL],
    ['visiteur', visiteur, CACL, none, null],
    ['signed out', null, CACL, none, null],
  ] as const)('%s', (_, user, usergroup, rights, duplicateInto) => {
    const result = datasetRightsOf(user, { usergroup });
    expect(result).toMatchObject(rights);
    expect(result.manageResources).toBe(rights.edit);
    expect(result.manageContacts).toBe(rights.edit);
    expect(result.duplicateInto).toBe(duplicateInto);
  });
});

describe('groupRightsOf', () => {
  it.each([
    ['admin', admin, OEG, { manages: true, administers: true, superuser: true }],
    [
      'gestionnaire, administered',
      gestionnaire,
      CACL,
      { manages: true, administers: true, superuser: false },
    ],
    ['producteur, managed', producteur, CACL, { manages: true, administers: false, superuser: false }],
    [
      'producteur, another group',
      producteur,
      MOBILITY,
      { manages: false, administers: false, superuser: false },
    ],
    ['a group to be created', gestionnaire, null, { manages: false, administers: false, superuser: false }],
  ] as const)('%s', (_, user, group, rights) => {
    expect(groupRightsOf(user, group)).toMatchObject(rights);
  });
});

describe('userRightsOf', () => {
  const account = (
    id: number,
    groups: number[],
    extra: { is_superuser?: boolean; editable?: boolean } = {},
  ) => ({
    id,
    is_superuser: extra.is_superuser ?? false,
    ...(extra.editable === undefined ? {} : { editable: extra.editable }),
    usergroup_roles: groups.map((id) => ({ usergroup: { id } })),
  });

  it('the superuser account is read-only for an account administrator, roles changed only in their groups', () => {
    const rights = userRightsOf(gestionnaire, account(1, [CACL, OEG], { is_superuser: true }));
    expect(rights).toMatchObject({ edit: false, delete: false, editOwnDetails: false, giveRoles: true });
    expect(rights.changeRoleIn(CACL)).toBe(true);
    expect(rights.changeRoleIn(OEG)).toBe(false);
  });

  it.each([
    ['the server says editable', gestionnaire, account(9, [OEG], { editable: true }), true, true],
    ['the server says not editable', gestionnaire, account(9, [CACL], { editable: false }), false, false],
    ['every group administered (no flag)', gestionnaire, account(9, [CACL, MOBILITY]), true, true],
    ['one group not administered (no flag)', gestionnaire, account(9, [CACL, OEG]), false, false],
    ['a superuser on anyone', admin, account(9, [OEG]), true, true],
    ['a publisher on anyone', producteur, account(9, [CACL]), false, false],
    ['oneself, never deleted', gestionnaire, account(2, [CACL], { editable: true }), true, false],
  ] as const)('%s', (_, user, target, edit, remove) => {
    const rights = userRightsOf(user, target);
    expect(rights.edit).toBe(edit);
    expect(rights.delete).toBe(remove);
  });

  it('gives roles only with a group to administer', () => {
    expect(userRightsOf(producteur, account(9, [])).giveRoles).toBe(false);
    expect(userRightsOf(admin, account(9, [])).giveRoles).toBe(true);
  });
});
