import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { userGroupStatusesQuery } from '../../../api/usergroups';
import { referenceOptions } from '../shared/referenceLabel';

/** The group-status choices of the group, sphere and organisation forms, sorted by label. */
export function useGroupStatusOptions() {
  const { i18n } = useLingui();
  const statuses = useQuery(userGroupStatusesQuery(i18n.locale));
  return referenceOptions(statuses.data);
}
