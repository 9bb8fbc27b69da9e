import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isReadableDataUri, resourceDataPreviewQuery } from '../../../api/resourceData';
import { Button } from '../../../ui/Button';
import { SafeLink } from '../../../ui/SafeLink';
import { Spinner } from '../../../ui/Spinner';
import { type Column, Table } from '../../../ui/Table';
import { isDelimitedText, isTextData, previewTable } from './previewTable';

const PREVIEW_ROWS = 20;

type Row = { index: number; cells: string[] };

/**
 * The first lines of a resource's data, read through its data URI: a table for CSV, the text otherwise.
 * Data the browser cannot read (a database table, a server that refuses other origins) is linked instead.
 */
export function DataPreview({ uri, name }: { uri: string | null; name: string }) {
  const { t } = useLingui();
  const readable = uri !== null && isReadableDataUri(uri);
  const preview = useQuery({ ...resourceDataPreviewQuery(uri ?? ''), enabled: readable });

  if (!uri) return <p className="text-slate-900">{t`This resource has no data yet.`}</p>;
  const link = (
    <SafeLink href={uri} newTab className="font-medium text-blue-700 underline" fallback={uri}>
      {t`Open the data of ${name}`}
    </SafeLink>
  );
  if (!readable) {
    return (
      <div className="flex flex-col gap-2 text-slate-900">
        <p>{t`The data of this resource cannot be previewed here.`}</p>
        <p className="break-all font-mono text-sm">{uri}</p>
      </div>
    );
  }
  if (preview.isPending) return <Spinner label={t`Loading the preview…`} />;
  if (preview.isError) {
    return (
      <div className="flex flex-col items-start gap-3 text-slate-900">
        <p role="alert">{t`The data could not be read for a preview.`}</p>
        <div className="flex gap-3">
          <Button variant="secondary" onClick={() => void preview.refetch()}>
            {t`Retry`}
          </Button>
          {link}
        </div>
      </div>
    );
  }

  const { text, contentType, truncated } = preview.data;
  const delimited = isDelimitedText(contentType, uri);
  const table = delimited ? previewTable(text, { maxRows: PREVIEW_ROWS, truncated }) : null;
  const partial = truncated || (table?.more ?? false);
  if (!isTextData(contentType, uri)) {
    return (
      <div className="flex flex-col items-start gap-2 text-slate-900">
        <p>{t`This data is not text: it cannot be previewed here.`}</p>
        {link}
      </div>
    );
  }
  const footer = (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-800">
      <span>{partial ? t`Only the beginning of the data is shown.` : t`The whole data is shown.`}</span>
      {link}
    </div>
  );
  if (table) {
    const columns: Column<Row>[] = table.header.map((header, column) => ({
      id: `column-${column}`,
      header: header || t`Column ${column}`,
      cell: (row) => row.cells[column] ?? '',
    }));
    return (
      <div>
        <div className="max-h-[28rem] overflow-auto">
          <Table
            caption={t`First rows of ${name}`}
            columns={columns}
            rows={table.rows.map((cells, index) => ({ index, cells }))}
            getRowId={(row) => String(row.index)}
            emptyMessage={t`The data has no row.`}
          />
        </div>
        {footer}
      </div>
    );
  }
  return (
    <div>
      <pre className="max-h-[28rem] overflow-auto rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-900">
        {text}
      </pre>
      {footer}
    </div>
  );
}
