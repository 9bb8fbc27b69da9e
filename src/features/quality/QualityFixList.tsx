import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { FixTarget, QualityFix } from '../../../contract/quality/scores';
import { buildAllDeferred } from '../../ui/Deferred';
import { fixLabels, labelOf, ratingLabels } from './qualityLabels';

const linkClass = 'font-medium text-blue-700 underline';

/**
 * The id the dataset form gives a field's control (ui/form/useKitField: `dataset-<name>`), which the
 * contacts' and resources' panels take too.
 */
const fieldId = (field: string) => `dataset-${field}`;

/**
 * Brings the person to a field of the form, as the error summary does: a section not built yet
 * (ui/Deferred) is built first, then its control takes the focus.
 */
function goToField(event: MouseEvent<HTMLAnchorElement>, field: string) {
  buildAllDeferred();
  const place = document.getElementById(fieldId(field));
  if (!place) return;
  event.preventDefault();
  // A panel (contacts, resources) is not focusable itself: its first control is where to act.
  const target = place.matches('section') ? place.querySelector<HTMLElement>(FOCUSABLE) : place;
  place.scrollIntoView?.({ block: 'center' });
  target?.focus({ preventScroll: true });
}

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled])';

type Props = {
  datasetId: number;
  fixes: readonly QualityFix[];
  canEdit: boolean;
  formFields: readonly string[];
};

/** What is missing, the largest MQA gain first; for an editor each links to its field or resource. */
export function QualityFixList({ datasetId, fixes, canEdit, formFields }: Props) {
  const { t, i18n } = useLingui();
  if (fixes.length === 0) {
    return <p className="text-slate-900">{t`Nothing the scores check is missing.`}</p>;
  }
  return (
    <div>
      <h3 className="font-medium text-slate-900">
        {canEdit ? t`To improve, the largest gain first` : t`What is missing`}
      </h3>
      <ol className="mt-2 flex flex-col gap-2" data-testid="quality-fixes">
        {fixes.map((fix) => (
          <li key={fix.id} className="flex flex-wrap items-baseline gap-x-2 text-slate-900">
            <FixName
              datasetId={datasetId}
              label={labelOf(fixLabels, fix.id, i18n)}
              target={canEdit ? usableTarget(fix.targets, formFields) : null}
            />
            <FixGain fix={fix} />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The first target the page can bring the person to: a field of the form, or a resource. */
function usableTarget(targets: readonly FixTarget[], formFields: readonly string[]): FixTarget | null {
  return targets.find((target) => target.kind === 'resource' || formFields.includes(target.field)) ?? null;
}

function FixName({
  datasetId,
  label,
  target,
}: {
  datasetId: number;
  label: string;
  target: FixTarget | null;
}) {
  const { i18n } = useLingui();
  if (!target) return <span>{label}</span>;
  if (target.kind === 'resource') {
    return (
      <Link
        to="/$locale/data/datasets/$id/"
        params={{ locale: i18n.locale, id: datasetId }}
        search={{ resource: target.resourceId }}
        resetScroll={false}
        className={linkClass}
      >
        {label}
      </Link>
    );
  }
  const field = target.field;
  return (
    <a href={`#${fieldId(field)}`} className={linkClass} onClick={(event) => goToField(event, field)}>
      {label}
    </a>
  );
}

function FixGain({ fix }: { fix: QualityFix }) {
  const { t, i18n } = useLingui();
  const points = fix.mqaGain;
  const percent = Math.round(fix.udataGain * 100);
  const rating = fix.ratingAfter ? i18n._(ratingLabels[fix.ratingAfter]) : null;
  const parts = [
    points > 0 ? t`+${points} points` : null,
    rating ? t`rating ${rating}` : null,
    percent > 0 ? t`+${percent}% on data.gouv.fr` : null,
  ].filter((part): part is string => part !== null);
  return <span className="text-sm text-slate-800">{parts.join(' · ')}</span>;
}
