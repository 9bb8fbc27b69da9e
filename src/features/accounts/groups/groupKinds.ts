import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserGroupType } from '../../../api/usergroups';

/** The two kinds of user group that share the group screens: groups, and spheres (groups of organisations). */
export type GroupKind = 'group' | 'sphere';

type KindDefinition = {
  type: Exclude<UserGroupType, 'organisation'>;
  listRoute: '/$locale/accounts/groups/' | '/$locale/accounts/spheres/';
  newRoute: '/$locale/accounts/groups/new/' | '/$locale/accounts/spheres/new/';
  pageRoute: '/$locale/accounts/groups/$id/' | '/$locale/accounts/spheres/$id/';
  listTitle: MessageDescriptor;
  newTitle: MessageDescriptor;
  pageTitle: MessageDescriptor;
  addLink: MessageDescriptor;
  searchLabel: MessageDescriptor;
  emptyList: MessageDescriptor;
  createButton: MessageDescriptor;
  deleteButton: MessageDescriptor;
  loadFailed: MessageDescriptor;
  created: (name: string) => MessageDescriptor;
  updated: (name: string) => MessageDescriptor;
  deleted: (name: string) => MessageDescriptor;
  deleteContent: (name: string) => MessageDescriptor;
};

/** What differs between the group screens and the sphere screens: the type, the routes, the wording. */
export const groupKinds: Record<GroupKind, KindDefinition> = {
  group: {
    type: 'user-group',
    listRoute: '/$locale/accounts/groups/',
    newRoute: '/$locale/accounts/groups/new/',
    pageRoute: '/$locale/accounts/groups/$id/',
    listTitle: msg`User groups`,
    newTitle: msg`New user group`,
    pageTitle: msg`User group`,
    addLink: msg`Add a user group`,
    searchLabel: msg`Search user groups`,
    emptyList: msg`No user group matches this search.`,
    createButton: msg`Create the group`,
    deleteButton: msg`Delete the group`,
    loadFailed: msg`The group could not be loaded.`,
    created: (name) => msg`The group ${name} was created`,
    updated: (name) => msg`The group ${name} was updated`,
    deleted: (name) => msg`The group ${name} was deleted`,
    deleteContent: (name) => msg`The group ${name} will be deleted. This cannot be undone.`,
  },
  sphere: {
    type: 'group-of-organisation',
    listRoute: '/$locale/accounts/spheres/',
    newRoute: '/$locale/accounts/spheres/new/',
    pageRoute: '/$locale/accounts/spheres/$id/',
    listTitle: msg`Spheres`,
    newTitle: msg`New sphere`,
    pageTitle: msg`Sphere`,
    addLink: msg`Add a sphere`,
    searchLabel: msg`Search spheres`,
    emptyList: msg`No sphere matches this search.`,
    createButton: msg`Create the sphere`,
    deleteButton: msg`Delete the sphere`,
    loadFailed: msg`The sphere could not be loaded.`,
    created: (name) => msg`The sphere ${name} was created`,
    updated: (name) => msg`The sphere ${name} was updated`,
    deleted: (name) => msg`The sphere ${name} was deleted`,
    deleteContent: (name) => msg`The sphere ${name} will be deleted. This cannot be undone.`,
  },
};

/** Who may create a group of each kind: an account administrator may create groups, only a superuser spheres. */
export function canCreateGroup(kind: GroupKind, rights: { superuser: boolean; accountAdmin: boolean }) {
  return rights.superuser || (kind === 'group' && rights.accountAdmin);
}
