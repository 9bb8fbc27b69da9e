/**
 * Query keys of every cached read, in one place so that any area can invalidate another's without import
 * cycles. Keys follow the URL: [service, collection, 'list', query] for lists (the query exactly as sent)
 * and [service, collection, 'detail', id, ...] for an object and what hangs below it, so that invalidating
 * a detail also refreshes its sub-lists. Reference lists are [service, collection, 'list', { locale }]:
 * their labels are translated by the server.
 */

import { collection, datasetKeys, referenceListKey, userGroupKeys } from './shellKeys';

export { datasetKeys, referenceListKey, userGroupKeys };

export const taskKeys = collection('dashboard', 'task-queue-track');

export const tagKeys = {
  all: ['dataset', 'taggit-tags'] as const,
  search: (search: string) => ['dataset', 'taggit-tags', 'list', { search }] as const,
};

export const permissionKeys = {
  all: ['dataset', 'usergroup-permissions'] as const,
  dataset: (datasetId: number) => ['dataset', 'usergroup-permissions', datasetId] as const,
  list: <const Q extends object>(datasetId: number, query: Q) =>
    ['dataset', 'usergroup-permissions', datasetId, 'list', query] as const,
};

export const contactKeys = collection('dataset', 'contacts');

/** Pending attachments of users to groups (GET group-members/). */
export const groupMembershipKeys = collection('usergroup', 'group-members');
export const userKeys = collection('usergroup', 'users');
export const userRequestKeys = collection('usergroup', 'user-requests');
export const userGroupRequestKeys = collection('usergroup', 'usergroup-requests');

export const organisationKeys = collection('organisation', 'organisations');
export const jurisdictionKeys = collection('organisation', 'jurisdictions');
export const municipalityKeys = collection('organisation', 'municipalities');

export const resourceKeys = collection('resource', 'resources');

const resourceDatasets = collection('resource', 'resource-dataset');
export const resourceDatasetKeys = {
  ...resourceDatasets,
  scenarios: (id: number) => [...resourceDatasets.detail(id), 'scenarios'] as const,
};

/** Type-specific records of resources, by their collection's slug (`file-upload`, `ftp`, ...). */
export const resourceKindKeys = {
  detail: <const S extends string>(slug: S, id: number) => ['resource', slug, 'detail', id] as const,
  scenarios: <const S extends string>(slug: S, id: number) =>
    ['resource', slug, 'detail', id, 'scenarios'] as const,
};

export const ftpChoiceKeys = {
  all: ['resource', 'ftp-choices'] as const,
  list: (usergroupId: number) => ['resource', 'ftp-choices', 'list', { usergroup_id: usergroupId }] as const,
};

/** A group's sFTP access requests (decision 0032). */
export const ftpAccessKeys = {
  all: ['resource', 'ftp-access-requests'] as const,
  list: (usergroupId: number) =>
    ['resource', 'ftp-access-requests', 'list', { usergroup_id: usergroupId }] as const,
};

export const datastoreKeys = {
  all: ['resource', 'datastores'] as const,
  databases: () => ['resource', 'datastores', 'databases'] as const,
  tables: <const Q extends object>(database: string, query: Q) =>
    ['resource', 'datastores', 'databases', database, 'tables', query] as const,
};

export const geoserverKeys = {
  all: ['resource', 'geoserver'] as const,
  workspaces: () => ['resource', 'geoserver', 'workspaces'] as const,
  layers: (workspace: string) => ['resource', 'geoserver', 'workspaces', workspace, 'layers'] as const,
  layerGroups: (workspace: string) =>
    ['resource', 'geoserver', 'workspaces', workspace, 'layergroups'] as const,
};

const geographicLayers = collection('geospatial', 'geographiclayer');
export const geographicLayerKeys = {
  ...geographicLayers,
  scenarios: (id: number) => [...geographicLayers.detail(id), 'scenarios'] as const,
  styles: (id: number) => [...geographicLayers.detail(id), 'styles'] as const,
  style: (id: number, styleId: number) => [...geographicLayers.detail(id), 'styles', styleId] as const,
  styleScenarios: (id: number, styleId: number) =>
    [...geographicLayers.detail(id), 'styles', styleId, 'scenarios'] as const,
};

const indexers = collection('indexer', 'remote-api-indexes');
export const indexerKeys = {
  ...indexers,
  logs: <const Q extends object>(id: number, query: Q) => [...indexers.detail(id), 'logs', query] as const,
};
