import { isAccountAdmin } from '../../auth/permissions.ts';
import { listUsers } from '../user/users.ts';
import { listGroupRequests } from '../usergroup/details.ts';
import { listGroupMemberships } from '../usergroup/memberships.ts';
import {
  type AttentionItem,
  type AttentionRequest,
  attentionItem,
  type KindAnswer,
  NO_ANSWER,
} from './kinds.ts';

// Pending access requests, for account administrators: the accounts hub's three lists with its
// default filters (src/api/accessRequests.ts, usergroupMembers.ts), read by the same model
// functions as GET /usergroup/user-requests/, /usergroup/usergroup-requests/ and
// /usergroup/group-members/, so both always agree.

const AWAITING_VALIDATION = [1];
const PENDING_ATTACHMENT = [0, 1];

const personName = (person: { first_name: string; last_name: string; username: string }): string =>
  `${person.first_name} ${person.last_name}`.trim() || person.username;

export async function pendingAccessRequests(request: AttentionRequest): Promise<KindAnswer> {
  if (!isAccountAdmin(request.user)) return NO_ANSWER;
  const { db, user, limit, origin } = request;
  const first = () => ({ pageSize: limit, offset: 0 });
  const users = await listUsers(db, user, { statuses: AWAITING_VALIDATION, ordering: '-date_joined' }, first);
  const groups = await listGroupRequests(
    db,
    user,
    { statuses: AWAITING_VALIDATION, ordering: '-creation_date' },
    origin,
    first,
  );
  const attachments = await listGroupMemberships(db, user, { statuses: PENDING_ATTACHMENT }, first);
  const items: AttentionItem[] = [
    ...users.rows.map((account) =>
      attentionItem('pending_access_request', {
        since: account.date_joined,
        display: personName(account),
        request_type: 'user',
      }),
    ),
    ...groups.rows.map((group) =>
      attentionItem('pending_access_request', {
        since: group.creation_date,
        display: group.display_name,
        usergroup_id: group.id,
        request_type: 'usergroup',
      }),
    ),
    ...attachments.rows.map((attachment) =>
      attentionItem('pending_access_request', {
        since: attachment.date_joined,
        display: personName(attachment.user),
        detail: attachment.usergroup.display_name,
        usergroup_id: attachment.usergroup.id,
        request_type: 'attachment',
      }),
    ),
  ];
  items.sort((a, b) => (b.since ?? '').localeCompare(a.since ?? ''));
  return { count: users.count + groups.count + attachments.count, items: items.slice(0, limit) };
}
