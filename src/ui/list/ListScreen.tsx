import type { ReactNode } from 'react';
import { Page } from '../Page';
import { Pagination } from '../Pagination';
import { SearchField } from './SearchField';
import type { ListLayoutState } from './useListScreen';

type LayoutProps = {
  searchLabel: string;
  list: ListLayoutState;
  /** Filters shown between the search box and the table. */
  controls?: ReactNode;
  /** The table, given `list.table` and the sort. */
  children: ReactNode;
  /** Names the pagination where a page holds several lists (the accounts hub). */
  paginationLabel?: string;
};

type ScreenProps = LayoutProps & {
  title: string;
  /** Actions beside the heading, e.g. the link to add one. */
  actions?: ReactNode;
  /** What stands above the search box (counts, the dataset a list is narrowed to). */
  header?: ReactNode;
};

/** A screen that is one list: its heading, then the list layout. */
export function ListScreen({ title, actions, header, ...layout }: ScreenProps) {
  return (
    <Page title={title} actions={actions}>
      {header}
      <ListLayout {...layout} />
    </Page>
  );
}

/**
 * The layout every list shares: search box, the "search failed / Retry" line, the filters, the table
 * and the pagination under it once the first page has come.
 */
export function ListLayout({ searchLabel, list, controls, children, paginationLabel }: LayoutProps) {
  return (
    <>
      <SearchField
        key={list.searchKey}
        label={searchLabel}
        initialText={list.initialText}
        flow={list.searchFlow}
      />
      {controls}
      {children}
      {list.count !== undefined ? (
        <div className="mt-4">
          <Pagination
            page={list.page}
            count={list.count}
            label={paginationLabel}
            onPageChange={list.onPageChange}
          />
        </div>
      ) : null}
    </>
  );
}
