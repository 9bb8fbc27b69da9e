import type { Case } from '../cases.ts';

// PLACEHOLDER while issue 33 is built in worktrees: replaced by the real cases before merge.
/** Municipality codes checked against the official list (issue 33, part 3): who may call what. */
export const municipalityCheckCases = {
  checkMunicipalities: [] as Case[],
};
