import type { Case } from '../cases.ts';

// PLACEHOLDER while issue 33 is built in worktrees: replaced by the real cases before merge.
/** Dataset history: restore a version (issue 33, part 2): who may call what. */
export const datasetVersionCases = {
  restoreDatasetVersion: [] as Case[],
};
