import type { AreaHandlers } from '../http/operation.ts';

// PLACEHOLDER while issue 33 is built in worktrees: replaced by its real handlers before merge.
/** Bulk metadata edits with undo (issue 33, part 4). */
export const bulkEditHandlers = {
  async previewBulkEdit() {
    throw new Error('previewBulkEdit: under construction');
  },
  async listBulkEdits() {
    throw new Error('listBulkEdits: under construction');
  },
  async applyBulkEdit() {
    throw new Error('applyBulkEdit: under construction');
  },
  async getBulkEdit() {
    throw new Error('getBulkEdit: under construction');
  },
  async undoBulkEdit() {
    throw new Error('undoBulkEdit: under construction');
  },
} satisfies AreaHandlers;
