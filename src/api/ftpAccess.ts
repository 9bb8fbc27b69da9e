import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../contract/schema.gen';
import { call, http, type RequestOptions } from './http';
import { ftpAccessKeys, ftpChoiceKeys } from './keys';
import { invalidatingMutation } from './mutations';

/*
 * A group's sFTP access requests (decision 0032): the group's managers and superusers read them and
 * ask; superusers accept or refuse. POST ftp-access-requests/ itself is in resourceKinds.ts, where the
 * sFTP flow finds it.
 */

export type FtpAccessRequest = components['schemas']['FtpAccessRequest'];

export function listFtpAccessRequests(usergroupId: number, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/resource/ftp-access-requests/', {
      params: { query: { usergroup_id: usergroupId } },
      signal,
    }),
  );
}

/** The group's requests, newest first. */
export function ftpAccessRequestsQuery(usergroupId: number) {
  return queryOptions({
    queryKey: ftpAccessKeys.list(usergroupId),
    queryFn: ({ signal }) => listFtpAccessRequests(usergroupId, { signal }),
  });
}

export function acceptFtpAccessRequest(id: number, { signal }: RequestOptions = {}) {
  return call(
    http().POST('/resource/ftp-access-requests/{id}/accept/', { params: { path: { id } }, signal }),
  );
}

export function refuseFtpAccessRequest(id: number, reason: string | null, { signal }: RequestOptions = {}) {
  return call(
    http().POST('/resource/ftp-access-requests/{id}/refuse/', {
      params: { path: { id } },
      body: { reason },
      signal,
    }),
  );
}

/** Accepting opens the group's sFTP space: its requests and its files are read again. */
export function decideFtpAccessMutation() {
  return invalidatingMutation({
    mutationKey: [...ftpAccessKeys.all, 'decide'],
    mutationFn: (
      decision: { id: number; accept: true } | { id: number; accept: false; reason: string | null },
    ) =>
      decision.accept
        ? acceptFtpAccessRequest(decision.id)
        : refuseFtpAccessRequest(decision.id, decision.reason),
    invalidates: (_decision, request) => [
      ftpAccessKeys.list(request.usergroup_id),
      ftpChoiceKeys.list(request.usergroup_id),
    ],
  });
}
