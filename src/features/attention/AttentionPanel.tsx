import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { type AttentionKind, attentionQuery } from '../../api/taskCare';
import { hasExtension } from '../../config/currentConfig';
import { useTaskRepair } from '../../domain/tasks/useTaskRepair';
import { Button } from '../../ui/Button';
import { AUTO_RELOAD_MS } from '../../ui/list/autoReload';
import { useFocusAfterLeaving } from '../../ui/list/useFocusAfterLeaving';
import { Spinner } from '../../ui/Spinner';
import { AttentionEntry } from './AttentionEntry';
import { attentionKindLabels, attentionKinds } from './attentionKinds';

/** Entries the compact panel of the home screen shows; the data hub shows them all. */
export const COMPACT_ENTRIES = 5;

type Props = {
  /** The home screen's short version: kinds with entries only, the latest few entries. */
  compact?: boolean;
  /** The compact panel links to the data hub's full one when the person may open it. */
  linkToDataHub?: boolean;
};

/**
 * What needs attention today among what the signed-in person may act on (GET dashboard/attention/):
 * counts per kind, each a filter, and the entries with since when, why and a link to where each is
 * fixed. Reloads like the lists. Nothing is shown, nor asked, when the backend does not offer it.
 */
export function AttentionPanel(props: Props) {
  return hasExtension('attention') ? <AttentionReportPanel {...props} /> : null;
}

function AttentionReportPanel({ compact = false, linkToDataHub = false }: Props) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [kind, setKind] = useState<AttentionKind | null>(null);
  const repair = useTaskRepair();
  const canAcknowledge = hasExtension('taskRepair');
  const report = useQuery({
    ...attentionQuery(),
    refetchInterval: AUTO_RELOAD_MS,
    placeholderData: keepPreviousData,
  });
  const counts = report.data?.counts;
  const total = counts ? attentionKinds.reduce((sum, each) => sum + counts[each], 0) : 0;
  const shownKinds = attentionKinds.filter((each) => !compact || (counts?.[each] ?? 0) > 0);
  const entries = (report.data?.results ?? []).filter((item) => kind === null || item.kind === kind);
  const shownEntries = compact ? entries.slice(0, COMPACT_ENTRIES) : entries;
  const hidden = kind !== null && counts ? counts[kind] - entries.length : 0;
  const now = report.dataUpdatedAt || Date.now();
  const focus = useFocusAfterLeaving<HTMLUListElement>(
    (taskId) => shownEntries.some((item) => item.kind === 'failed_task' && item.task_id === taskId),
    ':scope > li',
  );

  return (
    <section aria-labelledby={headingId} className="mb-8 flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} ref={focus.heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {t`Needs attention`}
        </h2>
        {compact && linkToDataHub ? (
          <Link
            to="/$locale/data/"
            params={{ locale: i18n.locale }}
            className="text-sm font-medium text-blue-700 underline"
          >
            {t`See everything that needs attention`}
          </Link>
        ) : null}
      </div>
      {report.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner className="h-5 w-5" />
          {t`Loading…`}
        </p>
      ) : report.isError && !counts ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-red-700 p-3">
          <p className="text-sm font-medium text-red-700">{t`What needs attention could not be loaded.`}</p>
          <Button variant="secondary" onClick={() => void report.refetch()}>
            {t`Retry`}
          </Button>
        </div>
      ) : total === 0 ? (
        <p className="text-slate-800">{t`Nothing needs attention.`}</p>
      ) : (
        <>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{t`Kinds of problems`}</legend>
            <KindFilter label={t`All`} count={total} pressed={kind === null} onPress={() => setKind(null)} />
            {shownKinds.map((each) => (
              <KindFilter
                key={each}
                label={i18n._(attentionKindLabels[each])}
                count={counts?.[each] ?? 0}
                pressed={kind === each}
                onPress={() => setKind(each)}
              />
            ))}
          </fieldset>
          {shownEntries.length === 0 ? (
            <p className="text-slate-800">{t`Nothing of this kind needs attention.`}</p>
          ) : (
            <ul
              ref={focus.list}
              aria-label={t`Entries that need attention`}
              className="rounded-md border border-slate-300 px-4"
            >
              {shownEntries.map((item, index) => (
                <AttentionEntry
                  key={`${item.kind}-${item.task_id ?? item.resource_id ?? item.dataset_id ?? item.indexer_id ?? item.display}`}
                  item={item}
                  now={now}
                  onAcknowledge={
                    canAcknowledge
                      ? (id) => repair.acknowledge({ id }, () => focus.leaves(id, index))
                      : undefined
                  }
                />
              ))}
            </ul>
          )}
          {hidden > 0 ? (
            <p className="text-sm text-slate-700">{t`And ${hidden} more of this kind, older.`}</p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** A kind and its count, filtering the entries; a kind with none is quiet and cannot be chosen. */
function KindFilter({
  label,
  count,
  pressed,
  onPress,
}: {
  label: string;
  count: number;
  pressed: boolean;
  onPress: () => void;
}) {
  if (count === 0)
    return (
      <span className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-600">
        {label} <span className="font-semibold">0</span>
      </span>
    );
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onPress}
      className={`rounded-full border px-3 py-1 text-sm font-medium ${
        pressed
          ? 'border-blue-800 bg-blue-700 text-white'
          : 'border-blue-700 bg-white text-blue-800 hover:bg-blue-50'
      }`}
    >
      {label} <span className="font-semibold">{count}</span>
    </button>
  );
}
