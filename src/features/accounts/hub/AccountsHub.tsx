import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { Page } from '../../../ui/Page';
import { AttachmentRequestList } from '../accessRequests/AttachmentRequestList';
import type { RequestListState } from '../accessRequests/requestListState';
import { UserGroupRequestList } from '../accessRequests/UserGroupRequestList';
import { UserRequestList } from '../accessRequests/UserRequestList';
import { AccountsLinks } from './AccountsLinks';
import { hubAnchors } from './hubAnchors';
import { type RequestListName, requestListState, withRequestList } from './hubSearch';
import { PendingCounts } from './PendingCounts';

const route = getRouteApi('/$locale/accounts/');

/**
 * The accounts hub: links to the account screens, the pending validations with their counts, and the
 * three request lists (users, organisations and groups, attachments) where they are decided.
 */
export function AccountsHub() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();

  // Each list's hook sees its own part of the URL. The hub keeps the anchor, replaces the history
  // entry and keeps the scroll: the lists sit one under the other on one page.
  const listProps = (list: RequestListName) => ({
    anchor: hubAnchors[list],
    search: requestListState(search, list),
    navigate: ({ search: next }: { search: (previous: RequestListState) => RequestListState }) =>
      navigate({
        search: (previous) => withRequestList(previous, list, next(requestListState(previous, list))),
        hash: (previous) => previous ?? '',
        replace: true,
        resetScroll: false,
      }),
  });

  return (
    <Page title={t`Accounts`}>
      <AccountsLinks />
      <PendingCounts />
      <UserRequestList {...listProps('user')} />
      <UserGroupRequestList {...listProps('group')} />
      <AttachmentRequestList {...listProps('attachment')} />
    </Page>
  );
}
