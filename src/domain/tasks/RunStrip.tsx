import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SourceRun } from '../../api/taskCare';
import { formatDateTime } from '../../lib/formatDate';
import { taskStatusLabels } from './taskLabels';

type Outcome = 'success' | 'failure' | 'stopped';

function outcomeOf(run: SourceRun): Outcome {
  if (run.status === 'SUCCESS') return 'success';
  if (run.status === 'REVOKED') return 'stopped';
  return 'failure';
}

// Each outcome has its colour and its own glyph, so the strip does not rest on colour alone.
const squares: Record<Outcome, { className: string; glyph: string }> = {
  success: { className: 'bg-green-700', glyph: '✓' },
  failure: { className: 'bg-red-700', glyph: '✕' },
  stopped: { className: 'bg-amber-700', glyph: '–' },
};

/**
 * The health of a task source: its last finished runs as small squares, oldest to newest (the server
 * answers newest first), read out as one image whose label counts them ("Last 10 runs: 8 succeeded, 2
 * failed"); each square's title gives its state and end date.
 */
export function RunStrip({ runs }: { runs: readonly SourceRun[] }) {
  const { t, i18n } = useLingui();
  if (runs.length === 0) return <span className="text-sm text-slate-700">{t`No finished run yet`}</span>;
  const count = (outcome: Outcome) => runs.filter((run) => outcomeOf(run) === outcome).length;
  const total = runs.length;
  const succeeded = count('success');
  const failed = count('failure');
  const stopped = count('stopped');
  const only = runs[0];
  const onlyState = only ? i18n._(taskStatusLabels[only.status]) : '';
  const label =
    total === 1
      ? t`Last run: ${onlyState}`
      : stopped > 0
        ? t`Last ${total} runs: ${plural(succeeded, { one: '# succeeded', other: '# succeeded' })}, ${plural(failed, { one: '# failed', other: '# failed' })}, ${plural(stopped, { one: '# stopped', other: '# stopped' })}`
        : t`Last ${total} runs: ${plural(succeeded, { one: '# succeeded', other: '# succeeded' })}, ${plural(failed, { one: '# failed', other: '# failed' })}`;

  return (
    <span role="img" aria-label={label} title={label} className="inline-flex items-center gap-0.5">
      {[...runs].reverse().map((run) => {
        const square = squares[outcomeOf(run)];
        const state = i18n._(taskStatusLabels[run.status]);
        const date = formatDateTime(run.end_date, i18n.locale);
        return (
          <span
            key={run.id}
            title={date ? `${state} — ${date}` : state}
            data-outcome={outcomeOf(run)}
            className={`inline-flex h-4 w-4 items-center justify-center rounded-sm text-[10px] leading-none font-bold text-white ${square.className}`}
          >
            {square.glyph}
          </span>
        );
      })}
    </span>
  );
}
