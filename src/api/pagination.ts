/** Business constants of the lists (specification section 9). */

/** Rows per page of every table, of the dataset list and of the jurisdiction list. */
export const PAGE_SIZE = 20;

/** Rows per page of a task log page (logs/{object}/{id}). */
export const LOGS_PAGE_SIZE = 50;

/** Tasks shown by default as a dataset's latest tasks. */
export const DATASET_LAST_TASKS = 3;

/** Entries shown by default in an indexer's logs. */
export const INDEXER_LOGS_DEFAULT = 5;
