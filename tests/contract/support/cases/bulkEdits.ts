import type { Case } from '../cases.ts';

// PLACEHOLDER while issue 33 is built in worktrees: replaced by the real cases before merge.
/** Bulk metadata edits with undo (issue 33, part 4): who may call what. */
export const bulkEditCases = {
  previewBulkEdit: [] as Case[],
  listBulkEdits: [] as Case[],
  applyBulkEdit: [] as Case[],
  getBulkEdit: [] as Case[],
  undoBulkEdit: [] as Case[],
};
