import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { type Indexer, indexersQuery, indexerTypesQuery } from '../../api/indexers';
import { schedulersQuery } from '../../api/referenceLists';
import { runsOf } from '../../api/taskCare';
import { INDEXER_OBJECT_CLASS } from '../../api/tasks';
import { RunStrip } from '../../domain/tasks/RunStrip';
import { useSourceHealth } from '../../domain/tasks/useSourceHealth';
import { INDEXERS_ANCHOR } from '../../domain/userGroupPage';
import { Button } from '../../ui/Button';
import { AUTO_RELOAD_MS } from '../../ui/list/autoReload';
import { PAGE_SIZE, Pagination } from '../../ui/Pagination';
import { pageCount } from '../../ui/pageWindow';
import { type Column, Table } from '../../ui/Table';
import { useIndexerDelete } from './useIndexerDelete';

type UserGroupIndexersProps = {
  usergroupId: number;
  /** The heading; 'Indexers' by default. */
  title?: string;
  /** An indexer left out of the list: the one whose page shows the list. */
  exceptIndexerId?: number;
  /** Hide the link to the new-indexer screen (on that screen itself). */
  hideCreateLink?: boolean;
};

const linkClass = 'font-medium text-blue-700 underline';

/**
 * The indexers of a user group, as its page shows them: each links to its form and can be deleted
 * after confirmation; a link adds one. The server answers the whole list, paged here by 20.
 */
export function UserGroupIndexers({
  usergroupId,
  title,
  exceptIndexerId,
  hideCreateLink = false,
}: UserGroupIndexersProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const headingId = useId();
  const [page, setPage] = useState(1);
  const remove = useIndexerDelete();
  const indexers = useQuery({
    ...indexersQuery(usergroupId),
    refetchInterval: AUTO_RELOAD_MS,
    placeholderData: keepPreviousData,
  });
  const types = useQuery(indexerTypesQuery(locale));
  const schedulers = useQuery(schedulersQuery(locale));
  const typeLabel = (id: number) => types.data?.find((type) => type.id === id)?.label ?? '';
  const schedulerLabel = (id: number) => schedulers.data?.find((item) => item.id === id)?.label ?? '';

  const all = (indexers.data ?? []).filter((indexer) => indexer.id !== exceptIndexerId);
  // After deletions the page shown may no longer exist: show the last one that does.
  const currentPage = Math.min(page, pageCount(all.length, PAGE_SIZE));
  const rows = all.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);
  const sourceOf = (indexer: Indexer) => ({ objectClass: INDEXER_OBJECT_CLASS, objectId: indexer.id });
  const health = useSourceHealth(rows.map(sourceOf));

  const columns: Column<Indexer>[] = [
    {
      id: 'name',
      header: t`Name`,
      rowHeader: true,
      cell: (indexer) => (
        <Link
          to="/$locale/accounts/usergroup/$usergroupId/indexer/$indexerId/"
          params={{ locale, usergroupId: indexer.usergroup_id, indexerId: indexer.id }}
          className={linkClass}
        >
          {indexer.name}
        </Link>
      ),
    },
    { id: 'type', header: t`Type of catalogue`, cell: (indexer) => typeLabel(indexer.type) },
    {
      id: 'url',
      header: t`Remote catalogue URL`,
      cell: (indexer) => <span className="break-all">{indexer.url}</span>,
    },
    { id: 'scheduler', header: t`Scheduler`, cell: (indexer) => schedulerLabel(indexer.scheduler) },
    ...(health === undefined
      ? []
      : [
          {
            id: 'health',
            header: t`Recent runs`,
            cell: (indexer: Indexer) => <RunStrip runs={runsOf(health, sourceOf(indexer))} />,
          },
        ]),
    {
      id: 'actions',
      header: t`Actions`,
      headerHidden: true,
      cell: (indexer) => {
        const name = indexer.name;
        return (
          <Button variant="danger" className="px-3 py-1" onClick={() => remove(indexer)}>
            {t`Delete`}
            <span className="sr-only"> {name}</span>
          </Button>
        );
      },
    },
  ];

  return (
    <section id={INDEXERS_ANCHOR} aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title ?? t`Indexers`}
        </h2>
        {hideCreateLink ? null : (
          <Link
            to="/$locale/accounts/usergroup/$usergroupId/indexer/new/"
            params={{ locale, usergroupId }}
            className="rounded-md border border-blue-700 bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800"
          >
            {t`New indexer`}
          </Link>
        )}
      </div>
      <Table
        caption={t`Indexers of the group`}
        captionHidden
        columns={columns}
        rows={rows}
        getRowId={(indexer) => String(indexer.id)}
        loading={indexers.isPending}
        error={indexers.isError}
        onRetry={() => void indexers.refetch()}
        emptyMessage={t`This group has no indexer.`}
      />
      <Pagination page={currentPage} count={all.length} onPageChange={setPage} label={title ?? t`Indexers`} />
    </section>
  );
}
