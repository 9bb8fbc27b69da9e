import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  PREVIEW_PAGE_SIZE,
  type PreviewColumn,
  type PreviewRow,
  resourcePreviewRowsQuery,
} from '../../../api/resourcePreview';
import { Pagination } from '../../../ui/Pagination';
import { type Column, Table } from '../../../ui/Table';
import { columnTypeLabel, formatCount } from './columnTypeLabel';

type Props = {
  ids: { dataset: number; resource: number };
  columns: PreviewColumn[];
  count: number;
  page: number;
  onPageChange: (page: number) => void;
};

const shown = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A page of the resource's rows, the columns named with the types the processing found. */
export function PreviewTable({ ids, columns, count, page, onPageChange }: Props) {
  const { t, i18n } = useLingui();
  const rows = useQuery(resourcePreviewRowsQuery(ids, page));
  const from = formatCount(i18n.locale, Math.min(count, (page - 1) * PREVIEW_PAGE_SIZE + 1));
  const to = formatCount(i18n.locale, Math.min(count, page * PREVIEW_PAGE_SIZE));
  const total = formatCount(i18n.locale, count);
  const tableColumns: Column<PreviewRow>[] = [
    { id: 'line', header: t`Line`, cell: (row) => formatCount(i18n.locale, row.line), rowHeader: true },
    ...columns.map((column, index) => ({
      id: `c${index}`,
      header: `${column.name} (${columnTypeLabel(i18n, column.type)})`,
      cell: (row: PreviewRow) => shown(row.values[index]),
    })),
  ];
  return (
    <div>
      <Table
        caption={count === 0 ? t`No rows` : t`Rows ${from} to ${to} of ${total}`}
        columns={tableColumns}
        rows={rows.data?.results ?? []}
        getRowId={(row) => String(row.line)}
        loading={rows.isFetching && rows.isPlaceholderData}
        error={rows.isError}
        onRetry={() => rows.refetch()}
        emptyMessage={rows.isPending ? t`Loading the rows…` : t`The data has no rows.`}
      />
      <Pagination
        page={page}
        count={count}
        pageSize={PREVIEW_PAGE_SIZE}
        onPageChange={onPageChange}
        label={t`Pages of rows`}
      />
    </div>
  );
}
