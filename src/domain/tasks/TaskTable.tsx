import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { runsOf, type SourceHealth } from '../../api/taskCare';
import type { Task } from '../../api/tasks';
import { formatDateTime } from '../../lib/formatDate';
import { type Column, Table } from '../../ui/Table';
import type { TableSort } from '../../ui/tableSort';
import { RunStrip } from './RunStrip';
import { TaskActionLabel } from './TaskCode';
import { BackendObject, TargetObject } from './TaskObjects';
import { TaskStatusBadge } from './TaskStatusBadge';

/** The columns of the task table, in their order. */
export type TaskColumn =
  | 'task'
  | 'status'
  | 'action'
  | 'object'
  | 'target'
  | 'health'
  | 'start'
  | 'end'
  | 'actions';

type Props = {
  caption: string;
  /** The columns a panel shows, when not all (a panel about one object needs fewer). */
  shown?: readonly TaskColumn[];
  captionHidden?: boolean;
  rows: readonly Task[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Sortable columns when given (the task queue); other lists keep the server's order, newest first. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  emptyMessage?: string;
  /** The last runs of the rows' backend objects: given, a "Recent runs" column shows them as a strip. */
  health?: readonly SourceHealth[];
  /** The queue narrowed by a search or filters: its empty answer offers to clear them. */
  onClearSearch?: () => void;
  /** The row's menu (the task queue's stop and re-run); no Actions column without it. */
  rowMenu?: (task: Task) => ReactNode;
};

/** Tasks as a table: status, action, backend and target objects, start and end; each links to its detail. */
export function TaskTable({
  caption,
  captionHidden = false,
  shown,
  rows,
  loading,
  error,
  onRetry,
  sort,
  onSortChange,
  emptyMessage,
  health,
  onClearSearch,
  rowMenu,
}: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const sortable = (key: string) => (onSortChange ? key : undefined);

  const columns: (Column<Task> & { id: TaskColumn })[] = [
    {
      id: 'task',
      header: t`Task`,
      sortKey: sortable('id'),
      rowHeader: true,
      cell: (task) => {
        const id = task.id;
        return (
          <Link
            to="/$locale/data/tasks/$id/"
            params={{ locale, id }}
            className="font-medium whitespace-nowrap text-blue-700 underline"
          >
            {t`Task ${id}`}
          </Link>
        );
      },
    },
    {
      id: 'status',
      header: t`Status`,
      sortKey: sortable('status'),
      cell: (task) => <TaskStatusBadge status={task.status} />,
    },
    {
      id: 'action',
      header: t`Action`,
      sortKey: sortable('action'),
      cell: (task) => <TaskActionLabel action={task.action} />,
    },
    {
      id: 'object',
      header: t`Backend object`,
      sortKey: sortable('object_display'),
      cell: (task) => <BackendObject task={task} />,
    },
    { id: 'target', header: t`Target object`, cell: (task) => <TargetObject task={task} /> },
    {
      id: 'health',
      header: t`Recent runs`,
      cell: (task) => (
        <RunStrip runs={runsOf(health, { objectClass: task.object_class, objectId: task.object_id })} />
      ),
    },
    {
      id: 'start',
      header: t`Start date`,
      sortKey: sortable('start_date'),
      cell: (task) => formatDateTime(task.start_date, locale) || '—',
    },
    {
      id: 'end',
      header: t`End date`,
      sortKey: sortable('end_date'),
      cell: (task) => formatDateTime(task.end_date, locale) || '—',
    },
    { id: 'actions', header: t`Actions`, headerHidden: true, cell: (task) => rowMenu?.(task) ?? null },
  ];
  const visible = columns.filter(
    (column) =>
      (shown ? shown.includes(column.id) : true) &&
      (column.id !== 'health' || health !== undefined) &&
      (column.id !== 'actions' || rowMenu !== undefined),
  );

  return (
    <Table
      caption={caption}
      captionHidden={captionHidden}
      columns={visible}
      rows={rows}
      getRowId={(task) => String(task.id)}
      sort={sort}
      onSortChange={onSortChange}
      loading={loading}
      error={error}
      onRetry={onRetry}
      onClearSearch={onClearSearch}
      emptyMessage={emptyMessage ?? t`No task.`}
    />
  );
}
