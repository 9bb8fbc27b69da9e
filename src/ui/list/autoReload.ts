/**
 * How often lists reload (specification section 4), as react-query's refetchInterval. A reload keeps
 * the page, the sort and the selection: it is the same query, fetched again.
 */
export const AUTO_RELOAD_MS = 15_000;
