import type { Case } from '../cases.ts';

// PLACEHOLDER while issue 33 is built in worktrees: replaced by the real cases before merge.
/** Permission impact preview (issue 33, part 1): who may call what. */
export const permissionImpactCases = {
  previewDatasetPermissionLevel: [] as Case[],
};
