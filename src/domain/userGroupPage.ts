import type { UserGroupType } from '../api/usergroups';

/** The screen of a user group, by its type: organisations, groups and spheres each have theirs. */
export function userGroupPageRoute(type: UserGroupType) {
  switch (type) {
    case 'organisation':
      return '/$locale/accounts/organisations/$id/' as const;
    case 'group-of-organisation':
      return '/$locale/accounts/spheres/$id/' as const;
    default:
      return '/$locale/accounts/groups/$id/' as const;
  }
}

/** The id of the indexer list on every screen that shows it, so that links can point at it. */
export const INDEXERS_ANCHOR = 'indexers';
