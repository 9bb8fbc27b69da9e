import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type IndexerLog, indexerLogsQuery } from '../../api/indexers';
import { INDEXER_LOGS_DEFAULT, LOGS_PAGE_SIZE } from '../../api/pagination';
import { formatDateTime } from '../../lib/formatDate';
import { Button } from '../../ui/Button';
import { AUTO_RELOAD_MS } from '../../ui/list/autoReload';
import { Panel } from '../../ui/Panel';
import { type Column, Table } from '../../ui/Table';
import { logLevelMessages } from './indexerMessages';

const levelClass: Record<IndexerLog['level'], string> = {
  info: 'text-slate-900',
  warning: 'font-medium text-amber-800',
  error: 'font-medium text-red-700',
};

/**
 * An indexer's log, newest first: the latest 5 lines (specification section 9), then a full log page
 * more at each request. The lines shown so far are asked again in one request, so lines written by a
 * run in the meantime never shift them into duplicates.
 */
export function IndexerLogsPanel({ indexerId }: { indexerId: number }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const [shown, setShown] = useState(INDEXER_LOGS_DEFAULT);
  const logs = useQuery({
    ...indexerLogsQuery(indexerId, { pageSize: shown }),
    refetchInterval: AUTO_RELOAD_MS,
    placeholderData: keepPreviousData,
  });
  const rows = logs.data?.results ?? [];
  const count = logs.data?.count ?? 0;
  const shownCount = rows.length;

  const columns: Column<IndexerLog>[] = [
    {
      id: 'date',
      header: t`Date`,
      rowHeader: true,
      cell: (log) => <time dateTime={log.date}>{formatDateTime(log.date, locale)}</time>,
    },
    {
      id: 'level',
      header: t`Status`,
      cell: (log) => <span className={levelClass[log.level]}>{i18n._(logLevelMessages[log.level])}</span>,
    },
    { id: 'message', header: t`Message`, cell: (log) => log.message },
    {
      id: 'task',
      header: t`Task`,
      cell: (log) => {
        const id = log.task_id;
        return id === null ? null : (
          <Link to="/$locale/data/tasks/$id/" params={{ locale, id }} className="text-blue-700 underline">
            {t`Task ${id}`}
          </Link>
        );
      },
    },
  ];

  return (
    <Panel title={t`Logs`}>
      <Table
        caption={t`Logs of the indexer`}
        captionHidden
        columns={columns}
        rows={rows}
        getRowId={(log) => String(log.id)}
        loading={logs.isPending || (logs.isPlaceholderData && logs.isFetching)}
        error={logs.isError}
        onRetry={() => void logs.refetch()}
        emptyMessage={t`The indexer has not run yet.`}
      />
      {count > 0 ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-700">{t`${shownCount} of ${count} log lines`}</p>
          {rows.length < count ? (
            <Button
              variant="secondary"
              loading={logs.isFetching && logs.isPlaceholderData}
              onClick={() => setShown(rows.length + LOGS_PAGE_SIZE)}
            >
              {t`Show more logs`}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Panel>
  );
}
