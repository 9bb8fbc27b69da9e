import type { AreaHandlers } from '../http/operation.ts';

// PLACEHOLDER while issue 33 is built in worktrees: replaced by its real handlers before merge.
/** Dataset history: restore a version (issue 33, part 2). */
export const datasetVersionHandlers = {
  async restoreDatasetVersion() {
    throw new Error('restoreDatasetVersion: under construction');
  },
} satisfies AreaHandlers;
