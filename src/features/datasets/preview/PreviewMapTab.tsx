import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import type { ResourcePreview } from '../../../api/resourcePreview';
import { resourcePreviewFeaturesQuery } from '../../../api/resourcePreview';
import { Button } from '../../../ui/Button';
import { MapErrorBoundary } from '../../../ui/map/MapErrorBoundary';
import { Spinner } from '../../../ui/Spinner';
import { formatCount } from './columnTypeLabel';

// maplibre-gl is large: it loads only when a preview's map tab opens.
const PreviewMapView = lazy(() => import('./PreviewMapView'));

type Props = {
  ids: { dataset: number; resource: number };
  layer: NonNullable<ResourcePreview['layer']>;
};

type Feature = { id?: number; properties: Record<string, unknown> };

/**
 * The layer's map: the features the server sends (all, or a spatially even sample of at most
 * 5,000), fitted to the layer's extent. A feature is selected by a click on the map or, by
 * keyboard, with the previous/next buttons; its attributes show beside the map.
 */
export function PreviewMapTab({ ids, layer }: Props) {
  const { t, i18n } = useLingui();
  const features = useQuery(resourcePreviewFeaturesQuery(ids));
  const [selected, setSelected] = useState<number | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const attributesId = useId();
  const list = (features.data?.features ?? []) as Feature[];
  const shownCount = formatCount(i18n.locale, list.length);
  const total = formatCount(i18n.locale, features.data?.count ?? layer.feature_count);
  const current = selected === null ? null : list[selected];
  const position = formatCount(i18n.locale, (selected ?? 0) + 1);
  const unavailable = (
    <p className="flex h-96 items-center justify-center bg-slate-50 p-4 text-center text-sm text-slate-700">
      {t`The map cannot be shown here. The table gives the same data.`}
    </p>
  );
  const step = (by: number) =>
    setSelected((previous) =>
      list.length === 0 ? null : ((((previous ?? -by) + by) % list.length) + list.length) % list.length,
    );
  return (
    <div className="flex flex-col gap-4 lg:flex-row">
      <figure className="m-0 min-w-0 flex-1" aria-busy={state === 'loading'} aria-details={attributesId}>
        <div className="overflow-hidden rounded-md border border-slate-400">
          {features.isPending ? (
            <p className="flex h-96 items-center justify-center gap-2 text-sm text-slate-700">
              <Spinner className="h-5 w-5" />
              {t`Loading the map…`}
            </p>
          ) : features.isError || state === 'failed' ? (
            unavailable
          ) : (
            <MapErrorBoundary fallback={unavailable}>
              <Suspense
                fallback={
                  <p className="flex h-96 items-center justify-center gap-2 text-sm text-slate-700">
                    <Spinner className="h-5 w-5" />
                    {t`Loading the map…`}
                  </p>
                }
              >
                <PreviewMapView
                  collection={features.data}
                  bbox={layer.bbox}
                  selected={selected}
                  onSelect={setSelected}
                  label={t`Map of the layer`}
                  onStateChange={setState}
                />
              </Suspense>
            </MapErrorBoundary>
          )}
        </div>
        <figcaption className="mt-2 text-sm text-slate-700">
          {features.data?.sampled
            ? t`${shownCount} features shown out of ${total}: an even sample over the whole extent.`
            : t`${total} features shown.`}{' '}
          {t`Click a feature, or use the buttons, to see its attributes.`}
        </figcaption>
      </figure>
      <section aria-labelledby={`${attributesId}-title`} id={attributesId} className="w-full lg:w-80">
        <h2 id={`${attributesId}-title`} className="font-semibold text-slate-900">
          {t`Selected feature`}
        </h2>
        <div className="my-2 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            className="px-2 py-1 text-sm"
            onClick={() => step(-1)}
            disabled={list.length === 0}
          >
            {t`Previous feature`}
          </Button>
          <Button
            variant="secondary"
            className="px-2 py-1 text-sm"
            onClick={() => step(1)}
            disabled={list.length === 0}
          >
            {t`Next feature`}
          </Button>
        </div>
        <div aria-live="polite">
          {current ? (
            <>
              <p className="text-sm text-slate-700">{t`Feature ${position} of ${shownCount}`}</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm break-words">
                {Object.entries(current.properties ?? {}).map(([name, value]) => (
                  <div key={name} className="contents">
                    <dt className="font-medium text-slate-900">{name}</dt>
                    <dd className="min-w-0 text-slate-800">{value === null ? '' : String(value)}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : (
            <p className="text-sm text-slate-700">{t`No feature selected.`}</p>
          )}
        </div>
      </section>
    </div>
  );
}
