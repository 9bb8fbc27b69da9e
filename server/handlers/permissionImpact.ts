import type { AreaHandlers } from '../http/operation.ts';

// PLACEHOLDER while issue 33 is built in worktrees: replaced by its real handlers before merge.
/** Permission impact preview (issue 33, part 1). */
export const permissionImpactHandlers = {
  async previewDatasetPermissionLevel() {
    throw new Error('previewDatasetPermissionLevel: under construction');
  },
} satisfies AreaHandlers;
