/** One request list's state on the hub: page, search text and statuses (absent: the default filter). */
export type RequestListState = {
  page?: number;
  search?: string;
  status?: number[];
};

/** A change of a list's state; unless the page itself changes, the list goes back to page 1. */
export type RequestListChange = (next: Partial<RequestListState>, keepPage?: boolean) => void;
