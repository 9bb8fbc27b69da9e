import { useSession } from '../../../auth/useSession';
import { type GroupRights, groupRightsOf } from './groupRights';

/** The signed-in person's rights on a group (null: a group still to be created). */
export function useGroupRights(groupId: number | null): GroupRights {
  return groupRightsOf(useSession().userData, groupId);
}
