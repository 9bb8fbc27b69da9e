import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AttentionEntry as AttentionEntryData, AttentionItem, AttentionKind } from '../../api/attention';
import { formatDuration, formatElapsed } from '../../domain/tasks/taskTimes';
import { formatDateTime } from '../../lib/formatDate';
import { Button } from '../../ui/Button';
import { accessRequestAnchors, attentionKindLabels } from './attentionKinds';

const linkClass = 'font-medium text-blue-700 underline';

const ACKNOWLEDGED_BY_TASK: readonly AttentionKind[] = [
  'failed_task',
  'published_main_resource_failed',
  'harvester_failed',
];
const TASK_KINDS: readonly AttentionKind[] = ['failed_task', 'stuck_task'];

/** The failed tasks whose acknowledgement clears the entry's reasons (a task's, its resource's, its harvest's). */
export function acknowledgeableTasks(entry: AttentionEntryData): number[] {
  const ids = entry.reasons
    .filter((reason) => ACKNOWLEDGED_BY_TASK.includes(reason.kind) && reason.task_id !== null)
    .map((reason) => reason.task_id as number);
  return [...new Set(ids)];
}

/** The task the entry's name opens when it has no screen of its own (a task of no dataset nor harvester shown). */
function taskOfEntry(entry: AttentionEntryData): number | null {
  const harvester = entry.reasons.some((r) => r.kind === 'harvester_failed' || r.kind === 'harvester_late');
  if ((entry.indexer_id !== null && harvester) || entry.dataset_id !== null) return null;
  return entry.reasons.find((r) => TASK_KINDS.includes(r.kind) && r.task_id !== null)?.task_id ?? null;
}

/** The name of what needs attention, linked to the screen where it is fixed. */
function FixLink({ entry }: { entry: AttentionEntryData }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const name = entry.display;
  const taskId = taskOfEntry(entry);
  const request = entry.reasons.find((r) => r.kind === 'pending_access_request');
  if (taskId !== null)
    return (
      <Link to="/$locale/data/tasks/$id/" params={{ locale, id: taskId }} className={linkClass}>
        {name}
      </Link>
    );
  if (entry.indexer_id !== null && entry.usergroup_id !== null)
    return (
      <Link
        to="/$locale/accounts/usergroup/$usergroupId/indexer/$indexerId/"
        params={{ locale, usergroupId: entry.usergroup_id, indexerId: entry.indexer_id }}
        className={linkClass}
      >
        {name}
      </Link>
    );
  if (entry.dataset_id !== null)
    return (
      <Link to="/$locale/data/datasets/$id/" params={{ locale, id: entry.dataset_id }} className={linkClass}>
        {name}
      </Link>
    );
  if (request)
    return (
      <Link
        to="/$locale/accounts/"
        params={{ locale }}
        hash={request.request_type ? accessRequestAnchors[request.request_type] : undefined}
        className={linkClass}
      >
        {name}
      </Link>
    );
  return <span className="font-medium">{name}</span>;
}

/** One reason: its kind, the task it is about (when the entry's name does not open it), since when, why. */
function Reason({ item, entry, now }: { item: AttentionItem; entry: AttentionEntryData; now: number }) {
  const { t, i18n } = useLingui();
  const taskId = item.task_id;
  const ownLink = TASK_KINDS.includes(item.kind) && taskId !== null && taskOfEntry(entry) !== taskId;
  return (
    <li className="flex flex-col gap-1">
      <p className="text-sm text-slate-700">
        {i18n._(attentionKindLabels[item.kind])}
        {ownLink ? (
          <>
            {' · '}
            <Link
              to="/$locale/data/tasks/$id/"
              params={{ locale: i18n.locale, id: taskId }}
              className={linkClass}
            >
              {/* Named by the task when the entry's own name would say the same twice. */}
              {item.display === entry.display ? t`Task ${taskId}` : item.display}
            </Link>
          </>
        ) : null}
      </p>
      <Since item={item} now={now} />
      {item.detail ? <p className="text-sm break-words text-slate-800">{item.detail}</p> : null}
    </li>
  );
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
  entry: AttentionEntryData;
  now: number;
  /** Given where the person may acknowledge failures from here: the entry's failed tasks. */
  onAcknowledge?: (taskIds: number[]) => void;
  /** Given with `onAcknowledge`: whether the entry is in the selection, and choosing it. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
};

/** One object that needs attention: what, for which reasons, since when, why, and where to fix it. */
export function AttentionEntry({ entry, now, onAcknowledge, selected = false, onSelect }: Props) {
  const { t } = useLingui();
  const name = entry.display;
  const tasks = acknowledgeableTasks(entry);
  const acknowledgeable = onAcknowledge !== undefined && tasks.length > 0;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 py-3 last:border-b-0">
      <div className="flex min-w-0 items-start gap-3">
        {acknowledgeable && onSelect ? (
          <input
            type="checkbox"
            className="mt-1 h-4 w-4"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={t`Select ${name}`}
          />
        ) : null}
        <div className="flex min-w-0 flex-col gap-1">
          <p>
            <FixLink entry={entry} />
          </p>
          <ul className="flex flex-col gap-2">
            {entry.reasons.map((item, index) => (
              <Reason key={`${item.kind}-${item.task_id ?? index}`} item={item} entry={entry} now={now} />
            ))}
          </ul>
        </div>
      </div>
      {acknowledgeable ? (
        <Button variant="secondary" className="px-3 py-1" onClick={() => onAcknowledge(tasks)}>
          {t`Acknowledge`}
          <span className="sr-only"> {name}</span>
        </Button>
      ) : null}
    </li>
  );
}
