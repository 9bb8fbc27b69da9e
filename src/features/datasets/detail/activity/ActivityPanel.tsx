import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ActivityEntry, datasetActivityQuery } from '../../../../api/datasets';
import { formatDateTime } from '../../../../lib/formatDate';
import { AUTO_RELOAD_MS } from '../../../../ui/list/autoReload';
import { Pagination } from '../../../../ui/Pagination';
import { Panel } from '../../../../ui/Panel';
import { type Column, Table } from '../../../../ui/Table';
import { activityAuthor } from './activityAuthor';
import { activityActionMessages } from './activityMessages';

/**
 * The dataset's activity, which is also its history: who did what and when, newest first, 20 per
 * page. The page stays in the panel: the detail screen's URL belongs to the form.
 */
export function ActivityPanel({ datasetId }: { datasetId: number }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const [page, setPage] = useState(1);
  const activity = useQuery({
    ...datasetActivityQuery(datasetId, { page }),
    placeholderData: keepPreviousData,
    refetchInterval: AUTO_RELOAD_MS,
  });

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
    { id: 'description', header: t`Details`, cell: (entry) => entry.description },
  ];

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
