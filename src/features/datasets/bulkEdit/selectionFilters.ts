import { datasetListQuery } from '../../../api/datasets';
import { type DatasetListSearch, filtersOf } from '../datasetListSearch';

/**
 * The list's filters as a bulk edit's `filters` (the query of GET datasets/ without its page, size and
 * ordering, as strings): the same conditions the list shows its N with.
 */
export function selectionFilters(search: DatasetListSearch): Record<string, string> {
  const {
    page: _page,
    page_size: _size,
    ordering: _ordering,
    ...filters
  } = datasetListQuery(filtersOf(search));
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}
