import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type QualitySummary, qualitySummaryQuery } from '../../api/quality';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';
import { RatingBadge } from './QualityRatings';
import {
  fixLabels,
  labelOf,
  mqaIndicatorLabels,
  ratingsInOrder,
  udataCriterionLabels,
} from './qualityLabels';

/** The fixes and indicators a summary lists: the few that matter most, not every one. */
const SHOWN = 5;

const cellClass = 'border-b border-slate-200 px-2 py-1.5 text-left';
const numberClass = 'border-b border-slate-200 px-2 py-1.5 text-right tabular-nums';

type Props = {
  /** The organisation summed up; null for the platform (the superuser's view). */
  usergroupId: number | null;
  /** The section's anchor, for the page's table of contents. */
  id?: string;
  /** The section's heading, when the page shows several summaries (one per organisation). */
  title?: string;
};

/**
 * The metadata quality of an organisation's or the platform's datasets (issue 51): how many have
 * each MQA rating, the indicators most often missed, and the fixes that would raise the most
 * datasets a rating, each opening the dataset list filtered on it, ready for a bulk edit. Tables,
 * which screen readers read best.
 */
export function QualitySummarySection({ usergroupId, id, title }: Props) {
  const { t } = useLingui();
  const summary = useQuery(qualitySummaryQuery(usergroupId));
  return (
    <Panel id={id} title={title ?? t`Metadata quality of the datasets`}>
      {summary.isPending ? (
        <Spinner label={t`Loading the metadata quality…`} />
      ) : summary.isError ? (
        <p className="text-slate-900">{t`The metadata quality could not be loaded.`}</p>
      ) : summary.data.dataset_count === 0 ? (
        <p className="text-slate-900">{t`No dataset to assess.`}</p>
      ) : (
        <div className="flex flex-col gap-6">
          <RatingsTable summary={summary.data} />
          <FixesTable summary={summary.data} usergroupId={usergroupId} />
          <MissedTable summary={summary.data} />
        </div>
      )}
    </Panel>
  );
}

function RatingsTable({ summary }: { summary: QualitySummary }) {
  const { t } = useLingui();
  const total = summary.dataset_count;
  const average = summary.udata_average === null ? null : Math.round(summary.udata_average * 100);
  return (
    <div>
      <table className="w-full max-w-md text-sm text-slate-900">
        <caption className="mb-1 text-left font-medium">{t`Datasets per MQA rating (data.europa.eu)`}</caption>
        <thead>
          <tr>
            <th scope="col" className={cellClass}>{t`Rating`}</th>
            <th scope="col" className={numberClass}>{t`Datasets`}</th>
            <th scope="col" className={numberClass}>{t`Share`}</th>
          </tr>
        </thead>
        <tbody>
          {ratingsInOrder.map((rating) => {
            const count = summary.ratings[rating];
            const share = Math.round((count / total) * 100);
            return (
              <tr key={rating}>
                <th scope="row" className={`${cellClass} font-normal`}>
                  <RatingBadge rating={rating} />
                </th>
                <td className={numberClass}>{count}</td>
                <td className={numberClass}>
                  <span className="inline-flex items-center justify-end gap-2">
                    {/* A bar for the eye; the number says it. */}
                    <span aria-hidden="true" className="hidden h-2 w-16 bg-slate-200 sm:inline-block">
                      <span className="block h-2 bg-slate-700" style={{ width: `${share}%` }} />
                    </span>
                    {t`${share}%`}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {average !== null ? (
        <p className="mt-2 text-sm text-slate-900">{t`Average score on data.gouv.fr: ${average}%`}</p>
      ) : null}
    </div>
  );
}

function FixesTable({ summary, usergroupId }: { summary: QualitySummary; usergroupId: number | null }) {
  const { t, i18n } = useLingui();
  const [all, setAll] = useState(false);
  const fixes = all ? summary.fixes : summary.fixes.slice(0, SHOWN);
  const others = summary.fixes.length - SHOWN;
  if (fixes.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm text-slate-900">
        <caption className="mb-1 text-left font-medium">
          {t`The fixes that would raise the most datasets a rating`}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cellClass}>{t`Fix`}</th>
            <th scope="col" className={numberClass}>{t`Datasets lacking it`}</th>
            <th scope="col" className={numberClass}>{t`Points each, on average`}</th>
            <th scope="col" className={numberClass}>{t`Ratings raised`}</th>
          </tr>
        </thead>
        <tbody>
          {fixes.map((fix) => {
            // An average when the datasets gain differently: points are whole on the MQA's scale.
            const gain = Math.round(fix.mqa_gain_each);
            const label = labelOf(fixLabels, fix.id, i18n);
            return (
              <tr key={fix.id}>
                <th scope="row" className={`${cellClass} font-normal`}>
                  <Link
                    to="/$locale/data/datasets/"
                    params={{ locale: i18n.locale }}
                    search={{
                      quality_fix: fix.id,
                      organisation: usergroupId === null ? undefined : [usergroupId],
                    }}
                    className="font-medium text-blue-700 underline"
                  >
                    {label}
                  </Link>
                </th>
                <td className={numberClass}>{fix.datasets}</td>
                <td className={numberClass}>{t`+${gain}`}</td>
                <td className={numberClass}>{fix.raises_rating}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {others > 0 ? (
        <button
          type="button"
          aria-expanded={all}
          onClick={() => setAll(!all)}
          className="mt-2 text-sm font-medium text-blue-700 underline"
        >
          {all
            ? t`Show the first fixes only`
            : plural(others, { one: 'Show the other fix', other: 'Show the # other fixes' })}
        </button>
      ) : null}
    </div>
  );
}

function MissedTable({ summary }: { summary: QualitySummary }) {
  const { t, i18n } = useLingui();
  const missed = summary.indicators.slice(0, SHOWN);
  if (missed.length === 0) return null;
  return (
    <table className="w-full max-w-xl text-sm text-slate-900">
      <caption className="mb-1 text-left font-medium">{t`The indicators most often missed`}</caption>
      <thead>
        <tr>
          <th scope="col" className={cellClass}>{t`Indicator`}</th>
          <th scope="col" className={numberClass}>{t`Datasets missing it`}</th>
        </tr>
      </thead>
      <tbody>
        {missed.map((indicator) => {
          const mqa = indicator.scheme === 'mqa';
          const name = labelOf(mqa ? mqaIndicatorLabels : udataCriterionLabels, indicator.id, i18n);
          return (
            <tr key={`${indicator.scheme}:${indicator.id}`}>
              <th scope="row" className={`${cellClass} font-normal`}>
                {mqa ? t`${name} (MQA)` : t`${name} (data.gouv.fr)`}
              </th>
              <td className={numberClass}>{indicator.missed}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
