// What the boot asks for before the first screen (src/flows/boot.ts): two reference lists of the
// usergroup service, one of the resource service, and the two service checks. Apart from the service
// modules (usergroups.ts, resources.ts re-export them), whose query factories and mutations the first
// screen does not run: the entry stays smaller (issue 49, bench measure 1).
import { call, http, type RequestOptions } from './http';
import { referenceListQuery } from './referenceLists';

export function listUserStatuses({ signal }: RequestOptions = {}) {
  return call(http().GET('/usergroup/user-status/', { signal }));
}
export function listUserGroupStatuses({ signal }: RequestOptions = {}) {
  return call(http().GET('/usergroup/user-group-status/', { signal }));
}
export const userStatusesQuery = (locale?: string) =>
  referenceListQuery('usergroup', 'user-status', listUserStatuses, locale);
export const userGroupStatusesQuery = (locale?: string) =>
  referenceListQuery('usergroup', 'user-group-status', listUserGroupStatuses, locale);

export function listDataFormats({ signal }: RequestOptions = {}) {
  return call(http().GET('/resource/data-format/', { signal }));
}
export const dataFormatsQuery = (locale?: string) =>
  referenceListQuery('resource', 'data-format', listDataFormats, locale);

/**
 * Whether the service answered with a success status: any other answer is false. A request that got
 * no answer at all (network failure, abort) rejects, and the boot machine counts it as unavailable too.
 */
async function answersOk(check: Promise<{ response: Response }>): Promise<boolean> {
  return (await check).response.ok;
}

/** Whether the datastore answers; an error status is false, no answer rejects. */
export function checkDatastoreAvailable(signal?: AbortSignal): Promise<boolean> {
  return answersOk(http().HEAD('/resource/datastores/databases/', { signal }));
}

/** Whether the map server answers; an error status is false, no answer rejects. */
export function checkMapServerAvailable(signal?: AbortSignal): Promise<boolean> {
  return answersOk(http().HEAD('/resource/geoserver/workspaces/', { signal }));
}
