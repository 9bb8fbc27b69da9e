import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { type AttentionKind, attentionQuery } from '../../api/attention';
import { hasExtension } from '../../config/currentConfig';
import { notifyActionsUnavailable } from '../../shell/menus/actionsUnavailable';
import { createLazyModule } from '../../shell/menus/lazyModule';
import { useGlobalModals } from '../../shell/modals/globalModals';
import { Button } from '../../ui/Button';
import { AUTO_RELOAD_MS } from '../../ui/list/autoReload';
import { useFocusAfterLeaving } from '../../ui/list/useFocusAfterLeaving';
import { Spinner } from '../../ui/Spinner';
import { AttentionEntry, acknowledgeableTasks } from './AttentionEntry';
import { attentionKindLabels, attentionKinds } from './attentionKinds';

/** Entries the compact panel of the home screen shows; the data hub pages them by ten. */
export const COMPACT_ENTRIES = 5;
export const PAGE_ENTRIES = 10;

/**
 * Acknowledging (its confirmations, words and mutation) is fetched when the person comes to the panel
 * (a pointer, the focus) or acknowledges, not with the home screen (issue 49, bench measure 1).
 */
const acknowledgement = createLazyModule(() => import('../../domain/tasks/acknowledgeFailures'));
const prefetchAcknowledgement = () => {
  acknowledgement.load().catch(() => {
    // The press tries again, and says so if it fails.
  });
};

type Props = {
  /** The home screen's short version: kinds with entries only, the latest few entries. */
  compact?: boolean;
  /** The compact panel links to the data hub's full one when the person may open it. */
  linkToDataHub?: boolean;
  /** The id of the latest tasks below the panel, reached by a link without scrolling past it. */
  latestTasksAnchor?: string;
};

/**
 * What needs attention today among what the signed-in person may act on (GET dashboard/attention/):
 * counts per kind, each a filter, and one entry per object with its reasons, since when, why and a
 * link to where each is fixed, newest first and paged; the kinds of little urgency counted below
 * (audit U8); failures acknowledged one entry or a selection at a time. Reloads like the lists. Nothing is shown, nor asked, when the backend does not offer it.
 */
export function AttentionPanel(props: Props) {
  return hasExtension('attention') ? <AttentionReportPanel {...props} /> : null;
}

function AttentionReportPanel({ compact = false, linkToDataHub = false, latestTasksAnchor }: Props) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [kind, setKind] = useState<AttentionKind | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const queryClient = useQueryClient();
  const { confirm } = useGlobalModals();
  const canAcknowledge = hasExtension('taskRepair');
  const pageSize = compact ? COMPACT_ENTRIES : PAGE_ENTRIES;
  const report = useQuery({
    ...attentionQuery({ page, pageSize, kind }),
    refetchInterval: AUTO_RELOAD_MS,
    placeholderData: keepPreviousData,
  });
  // "All" counts objects, each once: the unfiltered answer's count, kept while a kind is chosen.
  const allCount = useRef(0);
  if (report.data && kind === null && !report.isPlaceholderData) allCount.current = report.data.count;
  const counts = report.data?.counts;
  const folded = report.data?.folded ?? [];
  const total = allCount.current + (counts ? folded.reduce((sum, each) => sum + counts[each], 0) : 0);
  const shownKinds = attentionKinds.filter((each) => !compact || (counts?.[each] ?? 0) > 0);
  const entries = report.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((report.data?.count ?? 0) / pageSize));
  const now = report.dataUpdatedAt || Date.now();
  const focus = useFocusAfterLeaving<HTMLUListElement>(
    (taskId) => entries.some((entry) => acknowledgeableTasks(entry).includes(taskId)),
    ':scope > li',
  );
  const choose = (each: AttentionKind | null) => {
    setKind(each);
    setPage(1);
    setSelected(new Set());
  };
  const chosen = entries.filter((entry) => selected.has(entry.key));
  const chosenCount = chosen.length;
  const chosenTasks = [...new Set(chosen.flatMap(acknowledgeableTasks))];
  const acknowledge = (ids: number[], index: number) => {
    const [first] = ids;
    if (first === undefined) return;
    const after = () => {
      setSelected(new Set());
      focus.leaves(first, index);
    };
    acknowledgement.load().then(
      (module) => module.acknowledgeFailures({ confirm, i18n, queryClient }, ids, after),
      () => notifyActionsUnavailable(i18n),
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mb-8 flex flex-col gap-3"
      onPointerEnter={canAcknowledge ? prefetchAcknowledgement : undefined}
      onFocus={canAcknowledge ? prefetchAcknowledgement : undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} ref={focus.heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {t`Needs attention`}
        </h2>
        <div className="flex flex-wrap gap-4">
          {latestTasksAnchor ? (
            <a href={`#${latestTasksAnchor}`} className="text-sm font-medium text-blue-700 underline">
              {t`Go to the latest tasks`}
            </a>
          ) : null}
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
            <KindFilter
              label={t`All`}
              count={allCount.current}
              pressed={kind === null}
              onPress={() => choose(null)}
            />
            {shownKinds.map((each) => (
              <KindFilter
                key={each}
                label={i18n._(attentionKindLabels[each])}
                count={counts?.[each] ?? 0}
                pressed={kind === each}
                onPress={() => choose(each)}
              />
            ))}
          </fieldset>
          {canAcknowledge && entries.some((entry) => acknowledgeableTasks(entry).length > 0) ? (
            <div>
              <Button
                variant="secondary"
                className="px-3 py-1"
                disabled={chosenTasks.length === 0}
                onClick={() => acknowledge(chosenTasks, 0)}
              >
                {t`Acknowledge the selection (${chosenCount})`}
              </Button>
            </div>
          ) : null}
          {entries.length === 0 ? (
            <p className="text-slate-800">{t`Nothing of this kind needs attention.`}</p>
          ) : (
            <ul
              ref={focus.list}
              aria-label={t`Entries that need attention`}
              className="rounded-md border border-slate-300 px-4"
            >
              {entries.map((entry, index) => (
                <AttentionEntry
                  key={entry.key}
                  entry={entry}
                  now={now}
                  onAcknowledge={canAcknowledge ? (ids) => acknowledge(ids, index) : undefined}
                  selected={selected.has(entry.key)}
                  onSelect={(on) =>
                    setSelected((before) => {
                      const next = new Set(before);
                      if (on) next.add(entry.key);
                      else next.delete(entry.key);
                      return next;
                    })
                  }
                />
              ))}
            </ul>
          )}
          {kind === null ? <FoldedKinds kinds={folded} counts={counts} onSee={choose} /> : null}
          {pages > 1 ? <Pages page={Math.min(page, pages)} pages={pages} onPage={setPage} /> : null}
        </>
      )}
    </section>
  );
}

/** The kinds of little urgency, counted and not listed, each with a way to list them. */
function FoldedKinds({
  kinds,
  counts,
  onSee,
}: {
  kinds: readonly AttentionKind[];
  counts: Record<AttentionKind, number> | undefined;
  onSee: (kind: AttentionKind) => void;
}) {
  const { t, i18n } = useLingui();
  const shown = kinds.filter((each) => (counts?.[each] ?? 0) > 0);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm text-slate-800">
      {shown.map((each) => {
        const label = i18n._(attentionKindLabels[each]);
        const count = counts?.[each] ?? 0;
        return (
          <li key={each} className="flex flex-wrap items-center gap-2">
            {t`Not listed above: ${label} (${count}).`}
            <button type="button" className="font-medium text-blue-700 underline" onClick={() => onSee(each)}>
              {t`See them`}
              <span className="sr-only"> ({label})</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Previous and next page of the entries. */
function Pages({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Pages of what needs attention`} className="flex flex-wrap items-center gap-3 text-sm">
      <Button variant="secondary" className="px-3 py-1" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t`Previous page`}
      </Button>
      <span>{t`Page ${page} of ${pages}`}</span>
      <Button
        variant="secondary"
        className="px-3 py-1"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t`Next page`}
      </Button>
    </nav>
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
