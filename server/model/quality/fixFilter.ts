import { FIX_IDS } from '../../../contract/quality/fixes.ts';
import type { Queryable } from '../../db/database.ts';
import type { Params } from '../../db/params.ts';
import { fieldError } from '../../messages/errors.ts';
import { say } from '../../messages/say.ts';
import { refreshQuality } from './refresh.ts';

const KNOWN_FIXES: ReadonlySet<string> = new Set(FIX_IDS);

/**
 * The dataset list's `quality_fix` filter (issue 51), for the list and a bulk edit's selection
 * alike: refuses a fix id that names no fix (400, as the list's other filters), then recomputes
 * the stale scores, so that the list selects what the scores say now.
 */
export async function prepareQualityFixFilter(
  db: Queryable,
  locale: string,
  fix: string | undefined,
): Promise<void> {
  if (fix === undefined) return;
  if (!KNOWN_FIXES.has(fix)) {
    throw fieldError(
      'quality_fix',
      say(locale, {
        fr: 'Cette correction n’existe pas.',
        en: 'This fix does not exist.',
        it: 'Questa correzione non esiste.',
      }),
      'unknown_quality_fix',
    );
  }
  await refreshQuality(db, { all: true });
}

/** SQL condition on the dataset `d`: its scores lack the fix (the GIN index of missing_fixes). */
export const qualityFixCondition = (fix: string, q: Params): string =>
  `d.id in (select dq.dataset_id from dataset_quality dq where dq.missing_fixes @> array[${q.p(fix)}::text])`;
