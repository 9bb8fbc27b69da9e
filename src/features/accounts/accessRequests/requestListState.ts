import type { ReferenceItem } from '../../../api/referenceLists';
import { referenceOptions } from '../shared/referenceLabel';

/** One request list's state on the hub: page, search text and statuses (absent: the default filter). */
export type RequestListState = {
  page?: number;
  search?: string;
  status?: number[];
};

/**
 * A request list's status filter from the statuses the API lists: the filter's choices, and every
 * status id, which the list sends when the person's choice is empty.
 */
export function statusChoicesOf(statuses: readonly ReferenceItem[] | undefined) {
  return {
    options: referenceOptions(statuses).map(({ value, label }) => ({ value: String(value), label })),
    every: (statuses ?? []).map((status) => status.id),
  };
}
