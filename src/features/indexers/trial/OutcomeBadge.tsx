import { useLingui } from '@lingui/react/macro';
import type { TrialRecord } from '../../../api/indexers';
import { outcomeLabels } from './trialMessages';

// Dark text on light fills (AA), told apart by words, the colours only echo them.
const STYLES: Record<TrialRecord['outcome'], string> = {
  create: 'border-green-700 bg-green-50 text-green-900',
  update: 'border-amber-700 bg-amber-50 text-amber-950',
  unchanged: 'border-slate-500 bg-slate-50 text-slate-800',
};

/** What a harvest would do with a record: create, update or leave unchanged its dataset. */
export function OutcomeBadge({ outcome }: { outcome: TrialRecord['outcome'] }) {
  const { i18n } = useLingui();
  return (
    <span className={`inline-block rounded border px-2 py-0.5 text-xs font-medium ${STYLES[outcome]}`}>
      {i18n._(outcomeLabels[outcome])}
    </span>
  );
}
