import { ok } from '../http/context.ts';
import type { AreaHandlers } from '../http/operation.ts';
import { checkMunicipalities } from '../model/municipalityCheck.ts';

/** Municipality codes checked against the official list (issue 33, part 3). */
export const municipalityCheckHandlers = {
  async checkMunicipalities(ctx) {
    const user = ctx.user;
    return ok(checkMunicipalities(user, ctx.body.codes));
  },
} satisfies AreaHandlers;
