import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useRef } from 'react';
import type { DcatSource } from '../../../contract/quality/fromDataset';
import { datasetQualityQuery } from '../../api/quality';
import { useAnnounceChange } from '../../notifications/useAnnounceChange';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';
import { type Assessment, assess, todayUtc } from './assessEdit';
import { QualityFixList } from './QualityFixList';
import { QualityRatings } from './QualityRatings';
import { useDcatContext } from './useDcatContext';
import { assessmentOfWire } from './wireAssessment';

type Props = {
  datasetId: number;
  /** The dataset as saved, and as the form holds it now, both shaped as the API's Dataset. */
  saved: DcatSource;
  edited: DcatSource;
  /** Who may change the dataset sees what the edit does and links to the fields; others the ratings. */
  canEdit: boolean;
  /** The form's fields, by name: a fix about one of them links to it. */
  formFields: readonly string[];
};

/**
 * The dataset's metadata quality (issue 51): the MQA rating of data.europa.eu and udata's score as
 * data.gouv.fr will show them, and the fixes ranked by what they gain, computed again in the browser
 * from the form's values as the person types (contract/quality, the functions the server scores
 * with), so that they see what their edit does before saving.
 */
export function DatasetQualityPanel({ datasetId, saved, edited, canEdit, formFields }: Props) {
  const { t } = useLingui();
  const quality = useQuery(datasetQualityQuery(datasetId));
  const context = useDcatContext(canEdit ? quality.data?.facts : undefined);
  // Scoring waits for a pause in the typing: the field answers the keystroke first.
  const typed = useDeferredValue(edited);
  const today = useMemo(todayUtc, []);
  const before = useMemo(() => (context ? assess(saved, context, today) : null), [saved, context, today]);
  const computed = useMemo(() => (context ? assess(typed, context, today) : null), [typed, context, today]);
  // A value that does not map yet (a date half typed) keeps the scores the form had last.
  const last = useRef<Assessment | null>(null);
  if (computed) last.current = computed;
  const stored = useMemo(() => (quality.data ? assessmentOfWire(quality.data) : null), [quality.data]);
  const now = canEdit ? (last.current ?? stored) : stored;
  const changed = canEdit && before !== null && now !== null && now !== stored ? before : null;

  const udataPercent = (score: number) => Math.round(score * 100);
  useAnnounceChange(
    canEdit && now ? `${now.mqa.points}|${now.mqa.rating}|${udataPercent(now.udata.score)}` : null,
    (value, previous) => {
      if (!value || !previous || !now) return null;
      const points = now.mqa.points;
      const max = now.mqa.max;
      const percent = udataPercent(now.udata.score);
      return t`Metadata quality with this edit: ${points} points of ${max} on the MQA, ${percent}% on data.gouv.fr.`;
    },
  );

  return (
    <Panel id="metadata-quality" title={t`Metadata quality`}>
      {quality.isPending ? (
        <Spinner label={t`Loading the metadata quality…`} />
      ) : quality.isError || !now ? (
        <p className="text-slate-900">{t`The metadata quality could not be loaded.`}</p>
      ) : (
        <div className="flex flex-col gap-4">
          <QualityRatings now={now} before={changed} />
          <QualityFixList datasetId={datasetId} fixes={now.fixes} canEdit={canEdit} formFields={formFields} />
        </div>
      )}
    </Panel>
  );
}
