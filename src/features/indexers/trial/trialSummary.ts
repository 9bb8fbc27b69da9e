import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { TrialSuccess } from '../../../../machines/indexerTest.machine';

/**
 * The trial in one sentence, said in the panel's live region: how many records it read (of how many
 * the catalogue holds, when it says) and what a harvest would do with them.
 */
export function trialSummaryText(i18n: I18n, trial: TrialSuccess): string {
  const count = trial.results.length;
  if (count === 0) return i18n._(msg`The test found no record.`);
  const found = i18n._(msg`${plural(count, { one: '# record found', other: '# records found' })}`);
  const total = trial.total ?? null;
  const read = total !== null && total > count ? i18n._(msg`${found} of ${total} in the catalogue`) : found;
  const summary = trial.summary;
  if (!summary) return read;
  const { create, update, unchanged } = summary;
  // Plural for the adjective: French and Italian agree it with the number ("1 inchangée", "2 inchangées").
  return i18n._(
    msg`${read}: ${create} to create, ${update} to update, ${plural(unchanged, { one: '# unchanged', other: '# unchanged' })}.`,
  );
}
