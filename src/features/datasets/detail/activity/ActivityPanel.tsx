import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ActivityEntry, type Dataset, datasetActivityQuery } from '../../../../api/datasets';
import { hasExtension } from '../../../../config/currentConfig';
import { formatDateTime } from '../../../../lib/formatDate';
import { localiseUtcTimes } from '../../../../lib/utcTimesInText';
import { AUTO_RELOAD_MS } from '../../../../ui/list/autoReload';
import { Pagination } from '../../../../ui/Pagination';
import { Panel } from '../../../../ui/Panel';
import { type Column, Table } from '../../../../ui/Table';
import { activityAuthor } from './activityAuthor';
import { activityActionMessages } from './activityMessages';
import { EntryHistory } from './EntryHistory';
import { useHistoryActions } from './useHistoryActions';

/** What the history needs of the screen: the version read, and whether the person may change it. */
export interface HistoryContext {
  /** The dataset's `last_modified` as read: a restore's If-Match. */
  lastModified: string;
  canRestore: boolean;
  /** The form starts again from the restored dataset. */
  onRestored: (dataset: Dataset) => void;
}

const NO_HISTORY: HistoryContext = { lastModified: '', canRestore: false, onRestored: () => undefined };

/**
 * The dataset's activity, which is also its history: who did what and when, newest first, 20 per
 * page. The page stays in the panel: the detail screen's URL belongs to the form. Where the backend
 * keeps versions (extension datasetHistory), each save also shows the fields it changed, and offers
 * restoring its version and undoing its bulk edit.
 */
export function ActivityPanel({
  datasetId,
  history = NO_HISTORY,
}: {
  datasetId: number;
  history?: HistoryContext;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const withHistory = hasExtension('datasetHistory');
  const [page, setPage] = useState(1);
  const activity = useQuery({
    ...datasetActivityQuery(datasetId, { page }),
    placeholderData: keepPreviousData,
    refetchInterval: AUTO_RELOAD_MS,
  });
  // The latest version is the newest saved entry of the first page (the same query on page 1).
  const firstPage = useQuery({ ...datasetActivityQuery(datasetId), enabled: withHistory });
  const actions = useHistoryActions(datasetId, history.onRestored);
  const latestVersion = firstPage.data
    ? (firstPage.data.results.find((entry) => entry.version != null)?.version ?? null)
    : undefined;

  const columns: Column<ActivityEntry>[] = [
    {
      id: 'date',
      header: t`Date`,
      rowHeader: true,
      cell: (entry) => <time dateTime={entry.date}>{formatDateTime(entry.date, locale)}</time>,
    },
    { id: 'who', header: t`By`, cell: (entry) => activityAuthor(entry) ?? t`The platform` },
    {
      id: 'action',
      header: t`Action`,
      cell: (entry) => {
        const known = activityActionMessages[entry.action];
        return known ? i18n._(known) : entry.action;
      },
    },
    {
      id: 'description',
      header: t`Details`,
      cell: (entry) => localiseUtcTimes(entry.description, locale),
    },
  ];
  if (withHistory) {
    columns.push({
      id: 'changes',
      header: t`Changes`,
      cell: (entry) => (
        <EntryHistory
          entry={entry}
          offers={{
            latestVersion,
            canRestore: history.canRestore,
            onRestore: (saved) => actions.restore(saved.version, saved.date, history.lastModified),
            onUndoBatch: actions.undoBatch,
          }}
        />
      ),
    });
  }

  return (
    <Panel title={t`Activity and history`}>
      <Table
        caption={t`Activity and history of the dataset`}
        captionHidden
        columns={columns}
        rows={activity.data?.results ?? []}
        getRowId={(entry) => String(entry.id)}
        loading={activity.isPending || (activity.isPlaceholderData && activity.isFetching)}
        error={activity.isError}
        onRetry={() => void activity.refetch()}
        emptyMessage={t`Nothing has happened to this dataset yet.`}
      />
      {activity.data ? (
        <Pagination
          page={page}
          count={activity.data.count}
          onPageChange={setPage}
          label={t`Pages of the activity`}
        />
      ) : null}
    </Panel>
  );
}
