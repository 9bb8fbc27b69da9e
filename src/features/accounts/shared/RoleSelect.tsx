import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { userGroupRolesQuery } from '../../../api/usergroups';
import { roleOptions } from './roles';

/** The role choices (1 and 2, in numeric order). */
export function useRoleOptions() {
  const { i18n } = useLingui();
  const roles = useQuery(userGroupRolesQuery(i18n.locale));
  return roleOptions(roles.data);
}
