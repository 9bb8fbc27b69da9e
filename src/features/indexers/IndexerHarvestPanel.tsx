import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { getIndexer, type Indexer, indexerKeys } from '../../api/indexers';
import { formatDateTime } from '../../lib/formatDate';
import { AUTO_RELOAD_MS } from '../../ui/list/autoReload';
import { Panel } from '../../ui/Panel';
import { HarvestFieldCounts } from './HarvestFieldCounts';

type LastHarvest = NonNullable<Indexer['last_harvest']>;

/**
 * The indexer's last harvest, reloaded as the runs are: its own query of the indexer (apart from the
 * form's, which a reload must not touch), answering only `last_harvest`.
 */
function lastHarvestQuery(indexerId: number) {
  return {
    queryKey: [...indexerKeys.detail(indexerId), 'last-harvest'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => getIndexer(indexerId, { signal }),
    select: (indexer: Indexer): LastHarvest | null => indexer.last_harvest ?? null,
    refetchInterval: AUTO_RELOAD_MS,
  };
}

function Count({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-200 py-1">
      <dt className="text-slate-700">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * What the indexer's last harvest did: the records read from the catalogue, the datasets created and
 * updated, the records not saved, and the records skipped with the reason (issue 28); since issue 45,
 * field by field what was kept, and the resources changed.
 */
export function IndexerHarvestPanel({ indexerId }: { indexerId: number }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const harvest = useQuery(lastHarvestQuery(indexerId));
  const last = harvest.data;

  let body: ReactNode;
  if (harvest.isPending) body = <p className="text-slate-700">{t`Loading…`}</p>;
  else if (harvest.isError) body = <p className="text-red-700">{t`The last harvest could not be loaded.`}</p>;
  else if (!last) body = <p className="text-slate-700">{t`The indexer has not finished a harvest yet.`}</p>;
  else {
    const date = formatDateTime(last.finished_at, locale);
    const id = last.task_id;
    const counts = last.counts;
    const read = counts?.read ?? 0;
    const total = counts?.total ?? null;
    const skipped = counts
      ? counts.skipped.untitled + counts.skipped.duplicate + (counts.skipped.moved ?? 0)
      : 0;
    body = (
      <>
        <p className="mb-2 text-slate-900">
          {last.status === 'SUCCESS' ? t`Harvest of ${date}: succeeded.` : t`Harvest of ${date}: failed.`}{' '}
          <Link to="/$locale/data/tasks/$id/" params={{ locale, id }} className="text-blue-700 underline">
            {t`Task ${id}`}
          </Link>
        </p>
        {counts ? (
          <dl aria-label={t`Counts of the last harvest`}>
            <Count label={t`Records read`}>
              {total !== null && total !== read ? t`${read} of ${total} in the catalogue` : read}
            </Count>
            <Count label={t`Datasets created`}>{counts.created}</Count>
            <Count label={t`Datasets updated`}>{counts.updated}</Count>
            {counts.failed > 0 ? (
              <Count label={t`Records not saved (the logs say why)`}>{counts.failed}</Count>
            ) : null}
            <Count label={t`Records skipped`}>{skipped}</Count>
            {counts.skipped.untitled > 0 ? (
              <Count label={t`— without an identifier or a title`}>{counts.skipped.untitled}</Count>
            ) : null}
            {counts.skipped.duplicate > 0 ? (
              <Count label={t`— duplicates (same identifier)`}>{counts.skipped.duplicate}</Count>
            ) : null}
            {(counts.skipped.moved ?? 0) > 0 ? (
              <Count label={t`— datasets moved to another organisation, left as they are`}>
                {counts.skipped.moved}
              </Count>
            ) : null}
          </dl>
        ) : last.status === 'SUCCESS' ? (
          // The outcome is the task's status: a run without counts (made before they were kept) did
          // not fail for lacking them.
          <p className="text-slate-700">{t`The counts of this harvest were not kept.`}</p>
        ) : (
          <p className="text-slate-700">{t`The harvest failed before reading the catalogue: the logs say why.`}</p>
        )}
        {counts ? <HarvestFieldCounts counts={counts} /> : null}
      </>
    );
  }
  return <Panel title={t`Last harvest`}>{body}</Panel>;
}
