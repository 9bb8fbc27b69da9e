import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TaskTimelineEntry } from '../../api/tasks';
import { TaskStepLabel } from '../../domain/tasks/TaskCode';
import { formatInstant } from './taskDates';

/** The steps a task went through, oldest first, each with its time, step (its code on demand) and message. */
export function TaskTimeline({ entries }: { entries: readonly TaskTimelineEntry[] }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const ordered = [...entries].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xl font-semibold text-slate-900">
        {t`Timeline`}
      </h2>
      {ordered.length === 0 ? (
        <p className="text-slate-700">{t`No step recorded yet.`}</p>
      ) : (
        <ol className="border-l-2 border-slate-300 pl-4">
          {ordered.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id; their order never changes.
            <li key={index} className="mb-3">
              <time dateTime={entry.date} className="block text-sm text-slate-700">
                {formatInstant(entry.date, i18n.locale)}
              </time>
              <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-900">
                <TaskStepLabel step={entry.step} />
              </span>
              <span className="text-slate-900">{entry.message}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
