import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './Button';
import { Deferred } from './Deferred';
import { Spinner } from './Spinner';
import { nextSort, type TableSort } from './tableSort';
import { VisuallyHidden } from './VisuallyHidden';

export type Column<Row> = {
  id: string;
  /** Plain text: it names the column and its sort button. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this key (the API's ordering field). */
  sortKey?: string;
  /** The column that names each row (usually the name): its cells are row headers. */
  rowHeader?: boolean;
  /** For columns whose content says it all (actions): the header stays for screen readers only. */
  headerHidden?: boolean;
  className?: string;
};

export type TableSelection<Row> = {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** Names a row's check box: 'Select {label}'. */
  rowLabel: (row: Row) => string;
  /** Rows the person may not act on get no check box (every row has one when not given). */
  canSelect?: (row: Row) => boolean;
};

type TableProps<Row> = {
  /** Names the table for screen readers; hide it when the page heading already says it. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  selection?: TableSelection<Row>;
  /**
   * Rows are being replaced after a person's action (page, sort, filter): the previous rows stay
   * visible meanwhile. Leave it false for background reloads, which should not be announced.
   */
  loading?: boolean;
  /** The rows could not be loaded; the previous ones, if any, stay visible. */
  error?: boolean;
  errorMessage?: string;
  onRetry?: () => void;
  emptyMessage?: string;
  /**
   * Given when the list is narrowed (a search text, filters): an empty answer then offers to clear
   * them (audit U17), so nobody is left before "nothing matches" with no way back.
   */
  onClearSearch?: () => void;
  /**
   * The first rows the table ever shows are built this many at once, the others one per frame after
   * them (Deferred); later rows (another page, a reload) at once. Twenty rows of a list with switches
   * and menus were one task of 400–900 ms on a throttled phone (issue 49, bench measure 2, TBT).
   */
  rowsAtOnce?: number;
};

const headerCellClass = 'bg-slate-100 px-3 py-2 text-left font-semibold text-slate-900';
const cellClass = 'px-3 py-2 align-top text-slate-900';

/** A list shown as a table: sorting, row selection, loading, empty and error states. It fetches nothing. */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  selection,
  loading = false,
  error = false,
  errorMessage,
  onRetry,
  emptyMessage,
  onClearSearch,
  rowsAtOnce,
}: TableProps<Row>) {
  const { t } = useLingui();
  // The first rows given, the ones built in slices; kept while the same array is shown.
  const firstRows = useRef<readonly Row[] | null>(null);
  if (firstRows.current === null && rows.length > 0) firstRows.current = rows;
  const slicing = rowsAtOnce !== undefined && rows === firstRows.current;
  const captionId = useId();
  const columnCount = columns.length + (selection ? 1 : 0);
  const sortedColumn = sort ? columns.find((definition) => definition.sortKey === sort.key) : undefined;
  // Named for the message placeholder: 'Sorted by {column}, ascending'.
  const column = sortedColumn?.header ?? '';

  return (
    <div>
      {error ? (
        <div
          role="alert"
          className="mb-3 flex flex-wrap items-center gap-3 rounded-md border border-red-700 p-3"
        >
          <p className="text-sm font-medium text-red-700">
            {errorMessage ?? t`The list could not be loaded.`}
          </p>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {t`Retry`}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div role="status" className="mb-2 flex min-h-6 items-center gap-2 text-sm text-slate-700">
        {loading ? (
          <>
            <Spinner className="h-4 w-4" />
            {t`Loading…`}
          </>
        ) : null}
        {/*
          An empty answer unmounts the pagination, whose count would otherwise be heard: say the count
          here. Not the empty row's own words, which a screen reader would then meet twice.
        */}
        {!loading && !error && rows.length === 0 ? <VisuallyHidden>{t`0 results`}</VisuallyHidden> : null}
      </div>
      <VisuallyHidden>
        <span aria-live="polite">
          {sort && column
            ? sort.direction === 'ascending'
              ? t`Sorted by ${column}, ascending`
              : t`Sorted by ${column}, descending`
            : ''}
        </span>
      </VisuallyHidden>
      {/* Positioned, so that the visually hidden texts of its cells (position: absolute) stay inside the
          scroller instead of widening the page at 320 px (WCAG 1.4.10, accessibility audit 2026-12-06). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll a table wider than the screen (WCAG 2.1.1). */}
      <section aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto">
        <table aria-busy={loading || undefined} className="min-w-full border-collapse text-sm">
          <caption
            id={captionId}
            className={captionHidden ? 'sr-only' : 'mb-2 caption-top text-left font-semibold text-slate-900'}
          >
            {caption}
          </caption>
          <thead>
            <tr className="border-b border-slate-400">
              {selection ? (
                <th scope="col" className={`${headerCellClass} w-10`}>
                  <SelectAll rows={rows} getRowId={getRowId} selection={selection} />
                </th>
              ) : null}
              {columns.map((definition) => (
                <HeaderCell key={definition.id} column={definition} sort={sort} onSortChange={onSortChange} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const id = getRowId(row);
              const rowName = selection?.rowLabel(row) ?? '';
              return (
                <Deferred key={id} now={!slicing || index < (rowsAtOnce ?? 0)}>
                  <tr className="border-b border-slate-200">
                    {selection ? (
                      <td className={cellClass}>
                        {selection.canSelect && !selection.canSelect(row) ? null : (
                          <input
                            type="checkbox"
                            className="h-4 w-4 accent-blue-700"
                            aria-label={t`Select ${rowName}`}
                            checked={selection.selected.has(id)}
                            onChange={(event) => {
                              const next = new Set(selection.selected);
                              if (event.target.checked) next.add(id);
                              else next.delete(id);
                              selection.onChange(next);
                            }}
                          />
                        )}
                      </td>
                    ) : null}
                    {columns.map((definition) =>
                      definition.rowHeader ? (
                        <th
                          key={definition.id}
                          scope="row"
                          className={`${cellClass} text-left font-medium ${definition.className ?? ''}`}
                        >
                          {definition.cell(row)}
                        </th>
                      ) : (
                        <td key={definition.id} className={`${cellClass} ${definition.className ?? ''}`}>
                          {definition.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                </Deferred>
              );
            })}
            {rows.length === 0 && !error ? (
              <tr>
                {/* While loading, the status line above is the one indicator (audit U17: two spinners). */}
                <td colSpan={columnCount} className="px-3 py-6 text-center text-slate-700">
                  {loading ? null : (
                    <>
                      {emptyMessage ?? t`No results`}
                      {onClearSearch ? (
                        <>
                          {' '}
                          <button
                            type="button"
                            className="font-medium text-blue-700 underline"
                            onClick={onClearSearch}
                          >
                            {t`Clear the search and filters`}
                          </button>
                        </>
                      ) : null}
                    </>
                  )}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function HeaderCell<Row>({
  column,
  sort,
  onSortChange,
}: {
  column: Column<Row>;
  sort: TableSort | null | undefined;
  onSortChange: ((sort: TableSort) => void) | undefined;
}) {
  const { sortKey } = column;
  const header = column.headerHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header;
  if (!sortKey || !onSortChange) {
    return (
      <th scope="col" className={`${headerCellClass} ${column.className ?? ''}`}>
        {header}
      </th>
    );
  }
  const direction = sort?.key === sortKey ? sort.direction : undefined;
  return (
    <th
      scope="col"
      aria-sort={direction ?? 'none'}
      className={`${headerCellClass} ${column.className ?? ''}`}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold text-slate-900 underline-offset-2 hover:underline"
        onClick={() => onSortChange(nextSort(sort, sortKey))}
      >
        {header}
        <span aria-hidden="true" className="text-xs text-slate-700">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

function SelectAll<Row>({
  rows,
  getRowId,
  selection,
}: {
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  selection: TableSelection<Row>;
}) {
  const { t } = useLingui();
  const box = useRef<HTMLInputElement>(null);
  const ids = rows.filter((row) => selection.canSelect?.(row) ?? true).map(getRowId);
  const chosen = ids.filter((id) => selection.selected.has(id)).length;
  const all = ids.length > 0 && chosen === ids.length;
  const some = chosen > 0 && !all;

  // indeterminate exists only as a DOM property, not as an attribute React can set.
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);

  return (
    <input
      ref={box}
      type="checkbox"
      className="h-4 w-4 accent-blue-700"
      aria-label={t`Select all rows on this page`}
      checked={all}
      disabled={ids.length === 0}
      onChange={() => {
        // Selection on other pages is kept: only this page's rows are added or removed.
        const next = new Set(selection.selected);
        for (const id of ids) {
          if (all) next.delete(id);
          else next.add(id);
        }
        selection.onChange(next);
      }}
    />
  );
}
