import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AttentionItem } from '../../api/taskCare';
import { formatDuration, formatElapsed } from '../../domain/tasks/taskTimes';
import { formatDateTime } from '../../lib/formatDate';
import { Button } from '../../ui/Button';
import { accessRequestAnchors, attentionKindLabels } from './attentionKinds';

const linkClass = 'font-medium text-blue-700 underline';

/** The name of what needs attention, linked to the screen where it is fixed. */
function FixLink({ item }: { item: AttentionItem }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const name = item.display;
  if ((item.kind === 'failed_task' || item.kind === 'stuck_task') && item.task_id !== null)
    return (
      <Link to="/$locale/data/tasks/$id/" params={{ locale, id: item.task_id }} className={linkClass}>
        {name}
      </Link>
    );
  if (item.indexer_id !== null && item.usergroup_id !== null)
    return (
      <Link
        to="/$locale/accounts/usergroup/$usergroupId/indexer/$indexerId/"
        params={{ locale, usergroupId: item.usergroup_id, indexerId: item.indexer_id }}
        className={linkClass}
      >
        {name}
      </Link>
    );
  if (item.dataset_id !== null)
    return (
      <Link to="/$locale/data/datasets/$id/" params={{ locale, id: item.dataset_id }} className={linkClass}>
        {name}
      </Link>
    );
  if (item.kind === 'pending_access_request')
    return (
      <Link
        to="/$locale/accounts/"
        params={{ locale }}
        hash={item.request_type ? accessRequestAnchors[item.request_type] : undefined}
        className={linkClass}
      >
        {name}
      </Link>
    );
  return <span className="font-medium">{name}</span>;
}

/** Since when, as "for 2 hours" with the exact date beside it. */
function Since({ item, now }: { item: AttentionItem; now: number }) {
  const { t, i18n } = useLingui();
  if (!item.since) return null;
  const duration = formatElapsed(item.since, i18n.locale, now);
  const exact = formatDateTime(item.since, i18n.locale);
  if (item.kind === 'stuck_task') {
    const expected =
      item.expected_seconds === null ? null : formatDuration(item.expected_seconds, i18n.locale);
    return (
      <p className="text-sm font-medium text-amber-900">
        <time dateTime={item.since}>
          {expected
            ? t`Probably stuck: running for ${duration} (since ${exact}), while such runs take at most ${expected}.`
            : t`Probably stuck: running for ${duration} (since ${exact}).`}
        </time>
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      <time dateTime={item.since}>{t`For ${duration} (since ${exact})`}</time>
    </p>
  );
}

type Props = {
  item: AttentionItem;
  now: number;
  /** Given for a failed task the person may acknowledge from here. */
  onAcknowledge?: (taskId: number) => void;
};

/** One thing that needs attention: what, of which kind, since when, why, and where to fix it. */
export function AttentionEntry({ item, now, onAcknowledge }: Props) {
  const { t, i18n } = useLingui();
  const taskId = item.task_id;
  const name = item.display;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 py-3 last:border-b-0">
      <div className="flex min-w-0 flex-col gap-1">
        <p>
          <FixLink item={item} />
          <span className="ml-2 text-sm text-slate-700">{i18n._(attentionKindLabels[item.kind])}</span>
        </p>
        <Since item={item} now={now} />
        {item.detail ? <p className="text-sm break-words text-slate-800">{item.detail}</p> : null}
      </div>
      {onAcknowledge && item.kind === 'failed_task' && taskId !== null ? (
        <Button variant="secondary" className="px-3 py-1" onClick={() => onAcknowledge(taskId)}>
          {t`Acknowledge`}
          <span className="sr-only"> {name}</span>
        </Button>
      ) : null}
    </li>
  );
}
