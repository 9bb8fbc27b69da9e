import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { TaskEstimate, TaskInsight } from '../../api/taskCare';
import type { Task } from '../../api/tasks';
import { isFinished, objectClassLabel } from '../../domain/tasks/taskLabels';
import { formatDuration, formatElapsed } from '../../domain/tasks/taskTimes';
import { formatDateTime } from '../../lib/formatDate';

type Ref = TaskInsight['touched'][number];

const linkClass = 'font-medium text-blue-700 underline';

/** An object the task touched: a dataset links to its page (the app's screen for it). */
function ObjectName({ object }: { object: Pick<Ref, 'object_class' | 'object_id' | 'display'> }) {
  const { i18n } = useLingui();
  const label = objectClassLabel(object.object_class);
  const kind = label ? i18n._(label) : object.object_class;
  return (
    <>
      {object.object_class === 'dataset' && object.object_id !== null ? (
        <Link
          to="/$locale/data/datasets/$id/"
          params={{ locale: i18n.locale, id: object.object_id }}
          className={linkClass}
        >
          {object.display}
        </Link>
      ) : object.display ? (
        <span className="font-medium">{object.display}</span>
      ) : null}
      <span className={object.display ? 'ml-2 text-sm text-slate-700' : 'font-medium'}>{kind}</span>
    </>
  );
}

function EstimateText({ estimate }: { estimate: TaskEstimate }) {
  const { t, i18n } = useLingui();
  const typical = formatDuration(estimate.typical_seconds, i18n.locale);
  const samples = estimate.samples;
  const remaining = estimate.remaining_seconds;
  const left = remaining === null ? '' : formatDuration(remaining, i18n.locale);
  return (
    <>
      <p>
        {remaining === null
          ? t`Usually takes about ${typical}.`
          : remaining > 0
            ? t`Usually takes about ${typical}; about ${left} left.`
            : t`Usually takes about ${typical}; it is taking longer than usual.`}
      </p>
      <p className="text-sm text-slate-700">
        {estimate.similar_size
          ? t`Based on ${samples} runs of this action on inputs of a similar size.`
          : t`Based on ${samples} runs of this action on inputs of other sizes.`}
      </p>
    </>
  );
}

/**
 * What the server understands of a task (GET .../insight/): what it touched, what its failure leaves
 * (or would leave) broken, how long such runs take and what is left, whether it is probably stuck,
 * the steps it completed and where a re-run starts, and the task it re-runs or that re-runs it.
 */
export function TaskInsightSection({ task, insight }: { task: Task; insight: TaskInsight }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const locale = i18n.locale;
  const finished = isFinished(task.status);
  const rerunOf = insight.rerun_of ?? task.rerun_of ?? null;
  const rerunBy = insight.rerun_by;
  const stuckSince = insight.stuck_since;
  const resumesFrom = insight.resumes_from;
  const currentStep = insight.current_step;
  const duration = formatElapsed(stuckSince, locale);
  const exact = formatDateTime(stuckSince, locale);

  return (
    <section aria-labelledby={headingId} className="flex max-w-3xl flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t`What this task does`}
      </h2>
      {stuckSince && !finished ? (
        <p role="status" className="rounded border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-amber-950">
          {t`Probably stuck: running for ${duration} (since ${exact}).`}
        </p>
      ) : null}
      <div>
        <h3 className="font-semibold text-slate-900">{t`What it touches`}</h3>
        {insight.touched.length === 0 ? (
          <p className="text-slate-700">{t`No object recorded.`}</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1">
            {insight.touched.map((object) => {
              const count = object.count;
              return (
                <li key={`${object.object_class}-${object.object_id ?? object.display}`}>
                  <ObjectName object={object} />
                  {count !== null && object.object_id === null ? (
                    <span className="ml-2 text-sm text-slate-700">{t`(${count} objects)`}</span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {insight.blast_radius.length > 0 ? (
        <div>
          <h3 className="font-semibold text-slate-900">
            {finished ? t`What it left broken` : t`What a failure or a stop would leave broken`}
          </h3>
          <ul className="mt-1 flex flex-col gap-1">
            {insight.blast_radius.map((effect) => (
              <li key={`${effect.object_class}-${effect.object_id ?? effect.display}`}>
                <ObjectName object={effect} />
                <span className="block text-slate-800">{effect.effect}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <h3 className="font-semibold text-slate-900">{t`How long it takes`}</h3>
        {insight.estimate ? (
          <EstimateText estimate={insight.estimate} />
        ) : (
          <p className="text-slate-700">{t`Not enough finished runs of this action to tell.`}</p>
        )}
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">{t`Completed steps`}</h3>
        {insight.completed_steps.length === 0 ? (
          <p className="text-slate-700">{t`No step completed.`}</p>
        ) : (
          <ol className="mt-1 list-inside list-decimal">
            {insight.completed_steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        )}
        {currentStep && !finished ? <p className="mt-1">{t`Now at the step "${currentStep}".`}</p> : null}
        {resumesFrom ? (
          <p className="mt-1">
            {task.status === 'REVOKED'
              ? t`Resuming starts at the step "${resumesFrom}".`
              : t`A re-run starts at the step "${resumesFrom}".`}
          </p>
        ) : null}
      </div>
      {rerunOf !== null || rerunBy !== null ? (
        <ul className="flex flex-col gap-1">
          {rerunOf !== null ? (
            <li>
              <Link to="/$locale/data/tasks/$id/" params={{ locale, id: rerunOf }} className={linkClass}>
                {t`Re-run of task ${rerunOf}`}
              </Link>
            </li>
          ) : null}
          {rerunBy !== null ? (
            <li>
              <Link to="/$locale/data/tasks/$id/" params={{ locale, id: rerunBy }} className={linkClass}>
                {t`Re-run by task ${rerunBy}`}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
