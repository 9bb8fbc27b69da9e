import type { Case } from '../cases.ts';
import { ACCOUNTS } from '../fixtures.ts';

/**
 * Municipality codes checked against the official list (issue 33, part 3): anyone signed in may
 * check codes, as anyone signed in reads the municipality list; the anonymous 401 is tested apart.
 */
export const municipalityCheckCases = {
  checkMunicipalities: [
    {
      allowed: ACCOUNTS,
      build: async () => ({
        method: 'POST',
        path: '/fr/organisation/municipalities/check/',
        options: { json: { codes: ['97302', '74011', '99999'] } },
      }),
    },
  ] as Case[],
};
