import type { ScreenData } from './screenData';

/** Every route of specification section 2, with the records it shows. */
export type Screen = {
  name: string;
  path: (data: ScreenData) => string;
  /** Opened by a new load: the router keeps the heading of the same screen reached before. */
  reload?: true;
  /** The screen is mostly a dialog over the dataset page: focus goes into it rather than to the heading. */
  dialog?: true;
  /** Reached from the main menu: no breadcrumb (RGAA 12.1 asks one below the top level). */
  topLevel?: true;
};

export const screens: Screen[] = [
  { name: 'home', path: () => 'home/', topLevel: true },
  { name: 'data hub', path: () => 'data/', topLevel: true },
  { name: 'dataset list', path: () => 'data/datasets/' },
  { name: 'new dataset', path: () => 'data/datasets/new/' },
  { name: 'dataset', path: (data) => `data/datasets/${data.datasetId}/` },
  { name: 'dataset permissions', path: (data) => `data/datasets/${data.datasetId}/permissions/` },
  {
    name: 'new main resource dialog',
    path: (data) => `data/datasets/${data.datasetId}/?resource=new-main`,
    dialog: true,
  },
  {
    name: 'resource dialog',
    path: (data) => `data/datasets/${data.datasetId}/?resource=${data.resourceId}`,
    dialog: true,
    reload: true,
  },
  { name: 'task list', path: () => 'data/tasks/' },
  { name: 'task list of a dataset', path: (data) => `data/tasks/?dataset=${data.datasetId}`, reload: true },
  { name: 'task', path: (data) => `data/tasks/${data.taskId}/` },
  { name: 'logs', path: (data) => `logs/dataset/${data.datasetId}/` },
  { name: 'accounts hub', path: () => 'accounts/', topLevel: true },
  { name: 'user list', path: () => 'accounts/users/' },
  { name: 'new user', path: () => 'accounts/users/new/' },
  { name: 'user', path: (data) => `accounts/users/${data.userId}/` },
  { name: 'organisation list', path: () => 'accounts/organisations/' },
  { name: 'new organisation', path: () => 'accounts/organisations/new/' },
  { name: 'organisation', path: (data) => `accounts/organisations/${data.organisationId}/` },
  { name: 'group list', path: () => 'accounts/groups/' },
  { name: 'new group', path: () => 'accounts/groups/new/' },
  { name: 'group', path: (data) => `accounts/groups/${data.groupId}/` },
  { name: 'sphere list', path: () => 'accounts/spheres/' },
  { name: 'new sphere', path: () => 'accounts/spheres/new/' },
  { name: 'sphere', path: (data) => `accounts/spheres/${data.sphereId}/` },
  { name: 'new indexer', path: (data) => `accounts/usergroup/${data.indexer.usergroupId}/indexer/new/` },
  {
    name: 'indexer',
    path: (data) => `accounts/usergroup/${data.indexer.usergroupId}/indexer/${data.indexer.id}/`,
  },
  { name: 'jurisdiction list', path: () => 'jurisdictions/', topLevel: true },
  { name: 'new jurisdiction', path: () => 'jurisdictions/new/' },
  {
    name: 'jurisdiction',
    path: (data) => `jurisdictions/${data.jurisdictionId}/`,
  },
  { name: 'access denied', path: () => 'access-denied/', topLevel: true },
  { name: 'not found', path: () => 'not-found/', topLevel: true },
];
