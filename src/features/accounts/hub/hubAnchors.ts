import type { RequestListName } from './hubSearch';

/** Ids of the hub's request lists, targets of the links of its pending counts. */
export const hubAnchors: Record<RequestListName, string> = {
  user: 'user-requests',
  group: 'usergroup-requests',
  attachment: 'attachment-requests',
};
