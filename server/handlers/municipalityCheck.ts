import type { AreaHandlers } from '../http/operation.ts';

// PLACEHOLDER while issue 33 is built in worktrees: replaced by its real handlers before merge.
/** Municipality codes checked against the official list (issue 33, part 3). */
export const municipalityCheckHandlers = {
  async checkMunicipalities() {
    throw new Error('checkMunicipalities: under construction');
  },
} satisfies AreaHandlers;
