import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Column, Table } from './Table';
import type { TableSort } from './tableSort';
import { renderWithI18n } from './testing/renderWithI18n';

type Dataset = { id: number; name: string; organisation: string };

const datasets: Dataset[] = [
  { id: 1, name: 'Roads', organisation: 'CTG' },
  { id: 2, name: 'Schools', organisation: 'Rectorat' },
  { id: 3, name: 'Rivers', organisation: 'DEAL' },
];

const columns: Column<Dataset>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortKey: 'display_name', rowHeader: true },
  { id: 'organisation', header: 'Organisation', cell: (row) => row.organisation, sortKey: 'organisation' },
  { id: 'actions', header: 'Actions', headerHidden: true, cell: (row) => <a href={`#${row.id}`}>Edit</a> },
];

function SortableTable({ onSortChange }: { onSortChange?: (sort: TableSort) => void }) {
  const [sort, setSort] = useState<TableSort | null>(null);
  return (
    <Table
      caption="Datasets"
      columns={columns}
      rows={datasets}
      getRowId={(row) => String(row.id)}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange?.(next);
      }}
    />
  );
}

function SelectableTable({ rows = datasets, initial = [] }: { rows?: Dataset[]; initial?: string[] }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(initial));
  return (
    <>
      <Table
        caption="Datasets"
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        selection={{ selected, onChange: setSelected, rowLabel: (row) => row.name }}
      />
      <output aria-label="Selected ids">{[...selected].sort().join(',')}</output>
    </>
  );
}

const selectedIds = () => screen.getByRole('status', { name: 'Selected ids' }).textContent;

describe('Table', () => {
  it('is a table named by its caption, with column and row headers', () => {
    renderWithI18n(<SortableTable />);
    const table = screen.getByRole('table', { name: 'Datasets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name↕', 'Organisation↕', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: 'Roads' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('can hide its caption from sight but not from screen readers', () => {
    renderWithI18n(
      <Table
        caption="Members"
        captionHidden
        columns={columns}
        rows={datasets}
        getRowId={(row) => String(row.id)}
      />,
    );
    expect(screen.getByRole('table', { name: 'Members' })).toBeTruthy();
  });

  it('sorts with header buttons whose column tells its order', async () => {
    const onSortChange = vi.fn();
    const { user } = renderWithI18n(<SortableTable onSortChange={onSortChange} />);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'display_name', direction: 'ascending' });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByText('Sorted by Name, ascending')).toBeTruthy();

    await user.keyboard('{Enter}');
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByText('Sorted by Name, descending')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Organisation' }));
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: /Organisation/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('has no sort buttons when the list cannot be sorted', () => {
    renderWithI18n(
      <Table caption="Datasets" columns={columns} rows={datasets} getRowId={(row) => String(row.id)} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBeNull();
  });

  it('selects rows with named check boxes', async () => {
    const { user } = renderWithI18n(<SelectableTable />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Schools' }));
    expect(selectedIds()).toBe('2');
    await user.click(screen.getByRole('checkbox', { name: 'Select Schools' }));
    expect(selectedIds()).toBe('');
  });

  it('selects and unselects every row of the page at once, keeping other pages’ selection', async () => {
    const { user } = renderWithI18n(<SelectableTable initial={['99', '1']} />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);

    await user.click(all);
    expect(selectedIds()).toBe('1,2,3,99');
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);

    await user.click(all);
    expect(selectedIds()).toBe('99');
  });

  it('keeps showing the previous rows while loading, and says it is loading', () => {
    renderWithI18n(
      <Table
        caption="Datasets"
        columns={columns}
        rows={datasets}
        getRowId={(row) => String(row.id)}
        loading
      />,
    );
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Loading…');
    expect(screen.getByRole('rowheader', { name: 'Roads' })).toBeTruthy();
  });

  it('says when there is nothing to show', () => {
    const { rerender } = renderWithI18n(
      <Table caption="Datasets" columns={columns} rows={[]} getRowId={(row) => String(row.id)} />,
    );
    expect(screen.getByRole('cell', { name: 'No results' })).toBeTruthy();
    rerender(
      <Table
        caption="Datasets"
        columns={columns}
        rows={[]}
        getRowId={(row) => String(row.id)}
        emptyMessage="No dataset matches your search"
      />,
    );
    expect(screen.getByRole('cell', { name: 'No dataset matches your search' })).toBeTruthy();
  });

  it('says politely that a search found nothing once the loading ends, and nothing while it fails', () => {
    const table = (props: { loading?: boolean; error?: boolean }) => (
      <Table
        caption="Datasets"
        columns={columns}
        rows={[]}
        getRowId={(row) => String(row.id)}
        emptyMessage="No dataset matches this search."
        {...props}
      />
    );
    const { rerender } = renderWithI18n(table({ loading: true }));
    const status = screen.getByRole('status', { name: '' });
    expect(status.textContent).toBe('Loading…');
    rerender(table({}));
    expect(status.textContent).toBe('0 results');
    rerender(table({ error: true }));
    expect(status.textContent).toBe('');
  });

  it('shows one loading indicator: the status line, not a second one in the empty body', () => {
    const { container } = renderWithI18n(
      <Table caption="Datasets" columns={columns} rows={[]} getRowId={(row) => String(row.id)} loading />,
    );
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Loading…');
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    expect(screen.queryByText('No results')).toBeNull();
  });

  it('offers to clear the search when a narrowed list is empty', async () => {
    const onClearSearch = vi.fn();
    const { user, rerender } = renderWithI18n(
      <Table
        caption="Datasets"
        columns={columns}
        rows={[]}
        getRowId={(row) => String(row.id)}
        emptyMessage="No dataset matches this search."
        onClearSearch={onClearSearch}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    expect(onClearSearch).toHaveBeenCalledOnce();
    rerender(<Table caption="Datasets" columns={columns} rows={[]} getRowId={(row) => String(row.id)} />);
    expect(screen.queryByRole('button', { name: 'Clear the search and filters' })).toBeNull();
  });

  it('reports a failure with a retry button, keeping the rows it had', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithI18n(
      <Table
        caption="Datasets"
        columns={columns}
        rows={datasets}
        getRowId={(row) => String(row.id)}
        error
        onRetry={onRetry}
      />,
    );
    expect(within(screen.getByRole('alert')).getByText('The list could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('rowheader', { name: 'Roads' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'No results' })).toBeNull();
  });

  it('lets keyboard users reach the scrollable table', async () => {
    const { user } = renderWithI18n(<SortableTable />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Datasets' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Name' }));
  });
});

describe('a table built in slices', () => {
  const table = (rows: Dataset[]) => (
    <Table
      caption="Datasets"
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.id)}
      rowsAtOnce={1}
    />
  );
  const names = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);

  it('builds its first rows at once and the others after them, in order; a later page at once', async () => {
    const { rerender } = renderWithI18n(table(datasets));
    expect(names()).toEqual(['Roads']);
    expect(await screen.findByRole('rowheader', { name: 'Rivers' })).toBeTruthy();
    expect(names()).toEqual(['Roads', 'Schools', 'Rivers']);
    const next = [
      { id: 4, name: 'Bridges', organisation: 'CTG' },
      { id: 5, name: 'Ports', organisation: 'CTG' },
    ];
    rerender(table(next));
    expect(names()).toEqual(['Bridges', 'Ports']);
  });
});
