import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { userStatusesQuery } from '../../../api/usergroups';
import { useSession } from '../../../auth/useSession';
import { referenceOptions } from '../shared/referenceLabel';

/** What the user form needs from around it: the status choices and whether superuser may be granted. */
export function useUserFormContext() {
  const { i18n } = useLingui();
  const statuses = useQuery(userStatusesQuery(i18n.locale));
  const session = useSession();
  return {
    statusOptions: referenceOptions(statuses.data),
    canGrantSuperuser: session.userData?.is_superuser ?? false,
  };
}
