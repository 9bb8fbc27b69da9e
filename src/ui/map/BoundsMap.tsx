import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import { numberFormat } from '../../lib/keptIntl';
import { Spinner } from '../Spinner';
import type { Bounds } from './boundsMapStyle';
import { MapErrorBoundary } from './MapErrorBoundary';

// maplibre-gl is large (about 320 kB gzip): loaded only once a box is shown.
const BoundsMapView = lazy(() => import('./BoundsMapView'));

/** A coordinate in degrees, as the person's language writes numbers. */
function degrees(value: number, locale: string): string {
  return `${numberFormat(locale, { maximumFractionDigits: 5 }).format(value)}°`;
}

/**
 * A box on a small map, with its four coordinates as text: the map shows where, the text is what a
 * screen reader reads (and what remains without WebGL or when the map cannot load).
 */
export function BoundsMap({ bounds }: { bounds: Bounds }) {
  const { t, i18n } = useLingui();
  const captionId = useId();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [west, south, east, north] = bounds;
  const unavailable = (
    <p className="flex h-48 items-center justify-center bg-slate-50 p-4 text-center text-sm text-slate-700">
      {t`The map cannot be shown here. The coordinates below give the same information.`}
    </p>
  );
  const coordinates: [string, number][] = [
    [t`West`, west],
    [t`South`, south],
    [t`East`, east],
    [t`North`, north],
  ];
  return (
    <figure aria-labelledby={captionId} aria-busy={state === 'loading'} className="m-0">
      <div className="overflow-hidden rounded-md border border-slate-400" aria-hidden="true">
        <MapErrorBoundary fallback={unavailable}>
          <Suspense
            fallback={
              <div className="flex h-48 items-center justify-center gap-2 text-sm text-slate-700">
                <Spinner className="h-5 w-5" />
                {t`Loading the map…`}
              </div>
            }
          >
            {state === 'failed' ? (
              unavailable
            ) : (
              <BoundsMapView bounds={bounds} label={t`Map of the bounds`} onStateChange={setState} />
            )}
          </Suspense>
        </MapErrorBoundary>
      </div>
      <figcaption id={captionId} className="mt-2 text-sm text-slate-800">
        <span>{t`Bounds (WGS 84 degrees):`}</span>
        <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
          {coordinates.map(([term, value]) => (
            <div key={term}>
              <dt className="inline font-medium">{t`${term}:`}</dt>{' '}
              <dd className="inline tabular-nums">{degrees(value, i18n.locale)}</dd>
            </div>
          ))}
        </dl>
      </figcaption>
    </figure>
  );
}
