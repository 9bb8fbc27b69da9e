import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type RoleNumber, userGroupRolesQuery } from '../../../api/usergroups';
import type { FieldProps } from '../../../ui/fields/fieldProps';
import { SelectField } from '../../../ui/fields/SelectField';
import { roleOptions } from './roles';

/** The role choices (1 and 2, in the order of the server's list sorted by label). */
export function useRoleOptions() {
  const { i18n } = useLingui();
  const roles = useQuery(userGroupRolesQuery(i18n.locale));
  return roleOptions(roles.data);
}

type RoleSelectProps = FieldProps & {
  value: RoleNumber | null;
  onChange: (role: RoleNumber | null) => void;
  onBlur?: () => void;
  /** The 'no role' choice (a member without a role); false when a role must be chosen. */
  emptyOption?: string | false;
};

/** Picks a user's role in a group, shown as the number 1 or 2 (section 6). */
export function RoleSelect({ value, onChange, onBlur, emptyOption, ...field }: RoleSelectProps) {
  const options = useRoleOptions();
  return (
    <SelectField
      {...field}
      options={options}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      emptyOption={emptyOption}
    />
  );
}
