import { MAX_KEYWORDS } from '../../../contract/datasetBounds.ts';
import { HttpError } from '../../messages/errors.ts';
import { say } from '../../messages/say.ts';
import type { PlannedChange } from './plan.ts';

/** How many datasets a refusal names; the others are counted. */
const NAMED = 10;

/**
 * Refuses a plan that would leave a dataset outside DatasetInput's bounds, as a save would be
 * refused (T3-L1: `add` grew a dataset to 10,001 keywords, which its form could then not save).
 * The batch is refused whole rather than capped: a cap would drop on some datasets keywords the
 * person asked for, without their knowing which; the refusal names the datasets to trim first.
 * The other bounds cannot be passed by an operation: each keyword's length is bounded by the
 * operation's own schema, the licence and the frequency are ids, and topics have no count bound.
 * The preview and the apply both call it on the same plan, so they say the same thing.
 */
export function checkPlanBounds(locale: string, plan: readonly PlannedChange[]): void {
  const over = plan.filter((change) => (change.after.tags?.length ?? 0) > MAX_KEYWORDS);
  if (over.length === 0) return;
  const names = over.slice(0, NAMED).map((change) => change.display_name);
  const rest = over.length - names.length;
  const quoted = (open: string, close: string) => names.map((name) => `${open}${name}${close}`).join(', ');
  throw new HttpError(400, {
    code: 'bulk_edit_too_many_keywords',
    operations: [
      say(locale, {
        fr: `Un jeu de données a au plus ${MAX_KEYWORDS} mots-clés : cet ajout en donnerait davantage à ${over.length} jeu(x) de données : ${quoted('« ', ' »')}${rest > 0 ? ` et ${rest} autre(s)` : ''}. Retirez-leur des mots-clés ou ajoutez-en moins.`,
        en: `A dataset has at most ${MAX_KEYWORDS} keywords: this addition would give more to ${over.length} dataset(s): ${quoted('"', '"')}${rest > 0 ? ` and ${rest} other(s)` : ''}. Remove keywords from them or add fewer.`,
        it: `Un dataset ha al massimo ${MAX_KEYWORDS} parole chiave: questa aggiunta ne darebbe di più a ${over.length} dataset: ${quoted('"', '"')}${rest > 0 ? ` e ${rest} altro/i` : ''}. Togliere loro delle parole chiave o aggiungerne meno.`,
      }),
    ],
  });
}
