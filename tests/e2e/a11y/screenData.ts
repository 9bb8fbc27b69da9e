import type { Page } from '@playwright/test';
import {
  apiRequest,
  createContactThroughApi,
  createDatasetThroughApi,
  createJurisdictionThroughApi,
  createOrganisationThroughApi,
  createUserThroughApi,
  expect,
  failedMainResource,
  getThroughApi,
  uniqueSuffix,
} from '../fixtures';

/** The records every screen of section 2 shows, made through the API so no screen is checked empty. */
export type ScreenData = {
  datasetId: number;
  resourceId: number;
  taskId: number;
  userId: number;
  organisationId: number;
  groupId: number;
  sphereId: number;
  jurisdictionId: number;
  indexer: { id: number; usergroupId: number };
};

async function createGroup(page: Page, name: string, usergroupType: 'user-group' | 'group-of-organisation') {
  const response = await apiRequest(page, 'POST', '/usergroup/user-groups/', {
    name,
    display_name: name,
    usergroup_type: usergroupType,
    status: 2,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Makes the data as the signed-in superuser of `page`. */
export async function createScreenData(page: Page): Promise<ScreenData> {
  const suffix = uniqueSuffix();
  const datasetId = await createDatasetThroughApi(page, `Accessibilité ${suffix}`);
  const { resourceId, taskId } = await failedMainResource(page, datasetId, `Relevés ${suffix}`);
  await createContactThroughApi(page, `Contact ${suffix}`, 2);
  const userId = await createUserThroughApi(page, {
    first_name: 'Aline',
    last_name: `Lecteur ${suffix}`,
    email: `aline.${suffix}@example.org`,
  });
  const organisationId = await createOrganisationThroughApi(page, `Organisation ${suffix}`);
  const groupId = await createGroup(page, `Groupe ${suffix}`, 'user-group');
  const sphereId = await createGroup(page, `Sphère ${suffix}`, 'group-of-organisation');
  const jurisdictionId = await createJurisdictionThroughApi(page, `Territoire ${suffix}`, ['97302', '97307']);
  const [indexer] = await getThroughApi<{ id: number; usergroup_id: number }[]>(
    page,
    '/indexer/remote-api-indexes/',
  );
  if (!indexer) throw new Error('The seed has no indexer');
  return {
    datasetId,
    resourceId,
    taskId,
    userId,
    organisationId,
    groupId,
    sphereId,
    jurisdictionId,
    indexer: { id: indexer.id, usergroupId: indexer.usergroup_id },
  };
}
