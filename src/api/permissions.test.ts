import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from './http';
import {
  datasetPermissionsQuery,
  permissionKeys,
  previewPermissionLevel,
  setPermissionLevel,
  setPermissionLevelMutation,
} from './permissions';
import { itInvalidates, itSendsCalls, itSendsQueries, mutationCase, queryCase } from './testing/fakeApi';

afterEach(() => setApiClient());

describe('permission queries', () => {
  itSendsQueries([
    queryCase(
      'table of a dataset',
      datasetPermissionsQuery(7),
      '/fr/dataset/usergroup-permissions/?dataset_id=7&page=1&page_size=20',
    ),
    queryCase(
      'table filtered',
      datasetPermissionsQuery(7, {
        page: 2,
        search: 'mairie',
        ordering: 'name',
        usergroupTypes: ['organisation', 'group-of-organisation'],
        organisationTypeId: 3,
        level: 'download',
      }),
      '/fr/dataset/usergroup-permissions/?dataset_id=7&page=2&page_size=20&search=mairie&ordering=name&usergroup_type=organisation%2Cgroup-of-organisation&organisation_type_id=3&level=download',
    ),
  ]);

  it('keys each table below its dataset', () => {
    expect(datasetPermissionsQuery(7, { level: 'none' }).queryKey).toEqual([
      ...permissionKeys.dataset(7),
      'list',
      { page: 1, page_size: 20, level: 'none' },
    ]);
  });
});

describe('permission requests', () => {
  itSendsCalls([
    {
      name: 'grant download',
      run: () => setPermissionLevel(7, [3, 4], 'download'),
      method: 'PUT',
      url: '/fr/dataset/usergroup-permission-actions/?action=set_permission_level_download',
      body: { dataset_id: 7, usergroup_ids: [3, 4] },
      reply: { body: { updated: 2 } },
    },
    {
      name: 'remove rights',
      run: () => setPermissionLevel(7, [3], 'none'),
      method: 'PUT',
      url: '/fr/dataset/usergroup-permission-actions/?action=set_permission_level_none',
      body: { dataset_id: 7, usergroup_ids: [3] },
      reply: { body: { updated: 1 } },
    },
    {
      name: 'preview an action (extension permissionImpact)',
      run: () => previewPermissionLevel(7, [3, 4], 'consultation'),
      method: 'POST',
      url: '/fr/dataset/usergroup-permission-actions/preview/?action=set_permission_level_consultation',
      body: { dataset_id: 7, usergroup_ids: [3, 4] },
      reply: { body: { action: 'set_permission_level_consultation', changed: 0, groups: [], rows: [] } },
    },
  ]);
});

describe('permission mutations', () => {
  itInvalidates([
    mutationCase(
      'set a level',
      setPermissionLevelMutation(),
      { datasetId: 7, usergroupIds: [3], level: 'search' },
      {
        invalidated: [permissionKeys.list(7, { page: 1 }), permissionKeys.list(7, { page: 2 })],
        untouched: [permissionKeys.list(8, { page: 1 })],
      },
      { body: { updated: 1 } },
    ),
  ]);
});
