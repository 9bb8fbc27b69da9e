import type { ReferenceItem } from '../../../api/referenceLists';
import type { RoleNumber } from '../../../api/usergroups';
import type { SelectOption } from '../../../ui/fields/SelectField';

/** The two roles a user may hold in a group: 1 data access, 2 account administration (section 9). */
export const ROLE_NUMBERS: readonly RoleNumber[] = [1, 2];

export function isRoleNumber(value: unknown): value is RoleNumber {
  return value === 1 || value === 2;
}

/**
 * The role choices, each shown by its number only (role names are not shown, section 6), in the order
 * of the server's role list sorted by label (section 3). Until that list arrives, in numeric order.
 */
export function roleOptions(roles: readonly ReferenceItem[] | undefined): SelectOption<RoleNumber>[] {
  const ordered = roles?.map((role) => role.id).filter(isRoleNumber) ?? [];
  const numbers = ordered.length > 0 ? ordered : ROLE_NUMBERS;
  return numbers.map((role) => ({ value: role, label: String(role) }));
}
