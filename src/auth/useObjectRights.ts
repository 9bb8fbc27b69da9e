import { type DatasetRights, datasetRightsOf, type UserRights, userRightsOf } from './objectRights';
import { useSession } from './useSession';

/** The signed-in person's rights on a dataset (src/auth/objectRights.ts). */
export function useDatasetRights(dataset: { usergroup: number }): DatasetRights {
  return datasetRightsOf(useSession().userData, dataset);
}

/** The signed-in person's rights on an account (src/auth/objectRights.ts). */
export function useUserRights(account: Parameters<typeof userRightsOf>[1]): UserRights {
  return userRightsOf(useSession().userData, account);
}
