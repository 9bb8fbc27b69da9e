import { checkMunicipalities } from '../model/usergroup/municipalityCheck.ts';
import { ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';

/** Municipality codes checked against the official list (issue 33, part 3). */
export const municipalityCheckHandlers = {
  async checkMunicipalities(ctx) {
    const user = ctx.user;
    return ok(checkMunicipalities(user, ctx.body.codes));
  },
} satisfies AreaHandlers;
