import type { AccessLevel } from '../../api/permissions';

/*
 * The codes of the permissions screen's filters, plain data: the search schema of its URL, which the
 * route tree reads from the first screen on, imports them without their labels (permissionLabels.ts).
 */

export type UserGroupType = 'organisation' | 'user-group' | 'group-of-organisation';

/** Special permissions of an organisation, user group or sphere, lowest first (specification section 4). */
export const accessLevels = [
  'none',
  'search',
  'consultation',
  'download',
] as const satisfies readonly AccessLevel[];

export const usergroupTypes = [
  'organisation',
  'user-group',
  'group-of-organisation',
] as const satisfies readonly UserGroupType[];
