import { jurisdictionsQuery } from '../../api/jurisdictions';
import type { JurisdictionListSearch } from './jurisdictionListSearchSchema';

export type { JurisdictionListSearch } from './jurisdictionListSearchSchema';
// The URL state's schema lives apart, so that the route definitions in the entry do not pull this
// module's query factories (issue 49, bench measure 1).
export { jurisdictionListSearchSchema } from './jurisdictionListSearchSchema';
/** The list's query for a URL state: the route's loader and the screen share it. */
export function jurisdictionListOptions(search: JurisdictionListSearch) {
  return jurisdictionsQuery({ search: search.search || undefined, page: search.page ?? 1 });
}
