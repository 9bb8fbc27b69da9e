import { useLingui } from '@lingui/react/macro';
import type { MqaDimension, MqaRating } from '../../../contract/quality/scores';
import type { Assessment } from './assessEdit';
import { dimensionLabels, ratingLabels } from './qualityLabels';

const ratingClass: Record<MqaRating, string> = {
  excellent: 'border-green-800 bg-green-50 text-green-900',
  good: 'border-blue-800 bg-blue-50 text-blue-900',
  sufficient: 'border-amber-800 bg-amber-50 text-amber-900',
  bad: 'border-red-800 bg-red-50 text-red-900',
};

const dimensions: readonly MqaDimension[] = [
  'findability',
  'accessibility',
  'interoperability',
  'reusability',
  'contextuality',
];

/** The band's name in words, boxed in its colour (never the colour alone). */
export function RatingBadge({ rating }: { rating: MqaRating }) {
  const { i18n } = useLingui();
  return (
    <span className={`inline-block rounded border px-2 py-0.5 text-sm font-semibold ${ratingClass[rating]}`}>
      {i18n._(ratingLabels[rating])}
    </span>
  );
}

const percentOf = (score: number) => Math.round(score * 100);

/**
 * The MQA points and rating, and udata's score as data.gouv.fr shows it (a percentage, and the
 * criteria met). With `before` (an editor's unsaved edit that moves them), what the edit does.
 */
export function QualityRatings({ now, before }: { now: Assessment; before: Assessment | null }) {
  const { t, i18n } = useLingui();
  const { mqa, udata } = now;
  const points = mqa.points;
  const max = mqa.max;
  const percent = percentOf(udata.score);
  const met = udata.criteria.filter((criterion) => criterion.met).length;
  const criteria = udata.criteria.length;
  const methodology = mqa.methodology;
  const version = udata.version;
  const mqaDelta = before ? points - before.mqa.points : 0;
  const udataDelta = before ? percent - percentOf(before.udata.score) : 0;
  const beforePoints = before?.mqa.points ?? 0;
  const beforePercent = before ? percentOf(before.udata.score) : 0;
  const gain = Math.abs(mqaDelta);

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <section className="rounded border border-slate-300 p-3" aria-label={t`MQA rating of data.europa.eu`}>
          <h3 className="font-medium text-slate-900">{t`MQA (data.europa.eu)`}</h3>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-900">
            <span className="text-2xl font-semibold" data-testid="mqa-points">
              {t`${points} points of ${max}`}
            </span>
            <RatingBadge rating={mqa.rating} />
          </p>
          {before && mqaDelta !== 0 ? (
            <p className="mt-1 text-sm text-slate-900" data-testid="mqa-change">
              {mqaDelta > 0
                ? t`Before saving: ${beforePoints} → ${points} points, +${gain} points with this edit`
                : t`Before saving: ${beforePoints} → ${points} points, −${gain} points with this edit`}
              {before.mqa.rating !== mqa.rating ? (
                <>
                  {' '}
                  ({i18n._(ratingLabels[before.mqa.rating])} → {i18n._(ratingLabels[mqa.rating])})
                </>
              ) : null}
            </p>
          ) : null}
          <p className="mt-1 text-xs text-slate-700 [overflow-wrap:anywhere]">{t`Methodology ${methodology}`}</p>
        </section>
        <section className="rounded border border-slate-300 p-3" aria-label={t`Score of data.gouv.fr`}>
          <h3 className="font-medium text-slate-900">{t`Metadata quality on data.gouv.fr`}</h3>
          <p className="mt-1 text-slate-900">
            <span className="text-2xl font-semibold" data-testid="udata-score">
              {t`${percent}%`}
            </span>{' '}
            <span className="text-sm">{t`${met} criteria met of ${criteria}`}</span>
          </p>
          {before && udataDelta !== 0 ? (
            <p className="mt-1 text-sm text-slate-900" data-testid="udata-change">
              {t`Before saving: ${beforePercent}% → ${percent}%`}
            </p>
          ) : null}
          <p className="mt-1 text-xs text-slate-700 [overflow-wrap:anywhere]">{t`As ${version} computes it`}</p>
        </section>
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-blue-700 underline">
          {t`MQA points per dimension`}
        </summary>
        <table className="mt-2 text-sm text-slate-900">
          <caption className="sr-only">{t`MQA points per dimension`}</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-4 text-left">{t`Dimension`}</th>
              <th scope="col" className="text-right">{t`Points`}</th>
            </tr>
          </thead>
          <tbody>
            {dimensions.map((dimension) => {
              const total = mqa.dimensions[dimension];
              const got = total.points;
              const most = total.max;
              return (
                <tr key={dimension}>
                  <th scope="row" className="pr-4 text-left font-normal">
                    {i18n._(dimensionLabels[dimension])}
                  </th>
                  <td className="text-right">{t`${got} of ${most}`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </div>
  );
}
