import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { userGroupRequestsQuery, userRequestsQuery } from '../../../api/accessRequests';
import { groupMembershipsQuery } from '../../../api/usergroupMembers';
import { AUTO_RELOAD_MS } from '../../../ui/list/autoReload';
import { hubAnchors } from './hubAnchors';

// Only the count is read: one row is enough.
const countOnly = { page: 1, pageSize: 1 } as const;
const live = { refetchInterval: AUTO_RELOAD_MS } as const;

/**
 * The hub's pending validations with their counts (default filters: requests awaiting validation,
 * attachments awaiting verification or validation), each linking to its list below. Decisions
 * invalidate these queries, so a count drops as soon as a request is decided.
 */
export function PendingCounts() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const users = useQuery({ ...userRequestsQuery(countOnly), ...live });
  const groups = useQuery({ ...userGroupRequestsQuery(countOnly), ...live });
  const attachments = useQuery({ ...groupMembershipsQuery(countOnly), ...live });

  const items = [
    { anchor: hubAnchors.user, label: t`User access requests`, count: users.data?.count },
    { anchor: hubAnchors.group, label: t`Organisation and group access requests`, count: groups.data?.count },
    { anchor: hubAnchors.attachment, label: t`Attachment requests`, count: attachments.data?.count },
  ];

  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="mb-3 text-xl font-semibold text-slate-900">
        {t`Pending validations`}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {items.map(({ anchor, label, count }) => (
          <li key={anchor}>
            <Link
              to="/$locale/accounts/"
              params={{ locale: i18n.locale }}
              search={true}
              hash={anchor}
              className="flex h-full flex-col rounded-md border border-slate-300 bg-white px-4 py-3 hover:border-blue-700"
              // The list is on this page: the card leads the keyboard to it too, not only the view.
              onClick={() =>
                requestAnimationFrame(() =>
                  document.querySelector<HTMLElement>(`#${anchor} h2`)?.focus({ preventScroll: true }),
                )
              }
            >
              <span className="text-sm font-medium text-blue-700 underline">{label}</span>
              <span className="text-2xl font-semibold text-slate-900" data-testid={`pending-${anchor}`}>
                {count ?? '…'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
