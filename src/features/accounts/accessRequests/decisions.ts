/*
 * Accepting or refusing an access request is a status change (spec/endpoints.md): the user's or the
 * group's status takes one of these ids of the server's status lists (0 awaiting verification,
 * 1 awaiting validation, 2 active, 3 deactivated), a pending attachment becomes an active membership.
 */

/** Status of an accepted user or user group: active. */
export const ACCEPTED_STATUS = 2;

/** Status of a refused user or user group: deactivated, so the request leaves the pending list. */
export const REFUSED_STATUS = 3;

/** Pending user and user-group requests (status__in=1, section 9). */
export const PENDING_REQUEST_STATUSES: readonly number[] = [1];
