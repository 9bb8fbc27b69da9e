import type { ReferenceItem } from '../../../api/referenceLists';
import type { RoleNumber } from '../../../api/usergroups';
import type { SelectOption } from '../../../ui/fields/SelectField';

/** The two roles a user may hold in a group: 1 data access, 2 account administration (section 9). */
export const ROLE_NUMBERS: readonly RoleNumber[] = [1, 2];

export function isRoleNumber(value: unknown): value is RoleNumber {
  return value === 1 || value === 2;
}

/**
 * The role choices the server lists, each shown by its number only (role names are not shown,
 * section 6), sorted by the label shown, the number (section 3 sorts lists by label: sorted by the
 * hidden names they read "2, 1", issue 48). Until that list arrives, 1 and 2.
 */
export function roleOptions(roles: readonly ReferenceItem[] | undefined): SelectOption<RoleNumber>[] {
  const listed = roles?.map((role) => role.id).filter(isRoleNumber) ?? [];
  const numbers = listed.length > 0 ? [...listed].sort((a, b) => a - b) : ROLE_NUMBERS;
  return numbers.map((role) => ({ value: role, label: String(role) }));
}
