/** One request list's state on the hub: page, search text and statuses (absent: the default filter). */
export type RequestListState = {
  page?: number;
  search?: string;
  status?: number[];
};
