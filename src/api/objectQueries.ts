// The query of one dataset and of one user group, as the breadcrumb reads them on every screen (their
// names in the trail). Apart from datasets.ts and usergroups.ts (which re-export them), whose lists,
// mutations and uploads the first screen does not run (issue 49, bench measure 1).
import { queryOptions } from '@tanstack/react-query';
import { call, http, type RequestOptions } from './http';
import { datasetKeys, userGroupKeys } from './shellKeys';

export function getDataset(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/dataset/datasets/{id}/', { params: { path: { id } }, signal }));
}

export function datasetQuery(id: number) {
  return queryOptions({
    queryKey: datasetKeys.detail(id),
    queryFn: ({ signal }) => getDataset(id, { signal }),
  });
}

export function getUserGroup(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/usergroup/user-groups/{id}/', { params: { path: { id } }, signal }));
}

export function userGroupQuery(id: number) {
  return queryOptions({
    queryKey: userGroupKeys.detail(id),
    queryFn: ({ signal }) => getUserGroup(id, { signal }),
  });
}
