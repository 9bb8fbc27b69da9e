import { useLingui } from '@lingui/react/macro';
import type { PreviewRow, ResourcePreview } from '../../../api/resourcePreview';
import { type Column, Table } from '../../../ui/Table';
import { formatCount } from './columnTypeLabel';

/** What a failed processing left: its error and the rows it concerns (the first 100). */
export function PreviewFailure({ preview }: { preview: ResourcePreview }) {
  const { t, i18n } = useLingui();
  const messages = preview.error?.messages ?? [];
  const rows = preview.error?.rows ?? [];
  const width = Math.max(preview.columns.length, ...rows.map((row) => row.values.length));
  const columns: Column<PreviewRow>[] = [
    { id: 'line', header: t`Line`, cell: (row) => formatCount(i18n.locale, row.line), rowHeader: true },
    ...Array.from({ length: width }, (_, index) => ({
      id: `c${index}`,
      header: preview.columns[index]?.name ?? t`Field ${index + 1}`,
      cell: (row: PreviewRow) => String(row.values[index] ?? ''),
    })),
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
        <h2 className="font-semibold">{t`The processing failed`}</h2>
        <ul className="mt-1 list-disc pl-5">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </div>
      {rows.length > 0 ? (
        <Table
          caption={t`Rows the error concerns`}
          columns={columns}
          rows={rows}
          getRowId={(row) => String(row.line)}
        />
      ) : null}
    </div>
  );
}
