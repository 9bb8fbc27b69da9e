import { Plural, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import { MapErrorBoundary } from '../../../ui/map/MapErrorBoundary';
import { Spinner } from '../../../ui/Spinner';
import type { CommuneMapViewProps } from './CommuneMapView';

// maplibre-gl is large (about 320 kB gzip): only this screen loads it, once it is shown.
const CommuneMapView = lazy(() => import('./CommuneMapView'));

type CommuneMapProps = Omit<CommuneMapViewProps, 'label' | 'onStateChange'> & {
  /** Id of the list of selected municipalities, the map's text alternative. */
  listId: string;
  /** How many municipalities are selected, and how many of them have no shape to draw. */
  shapes: { selected: number; withoutShape: number };
};

/**
 * The map of the communes with the selection highlighted, described by its caption; the list of
 * selected municipalities says the same in text.
 */
export function CommuneMap({ listId, shapes, ...props }: CommuneMapProps) {
  const { t } = useLingui();
  const captionId = useId();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // A selection the map cannot draw at all (municipalities without a shape on file, as outside
  // French Guiana in the demonstration data): said in place of a map of another territory (U19).
  if (shapes.selected > 0 && shapes.withoutShape === shapes.selected) {
    return (
      <p className="flex h-96 items-center justify-center rounded-md border border-slate-300 bg-slate-50 p-4 text-center text-sm text-slate-700">
        {t`None of the selected municipalities has a shape on file: the map cannot show them. Their list gives them.`}
      </p>
    );
  }
  const unavailable = (
    <p className="flex h-96 items-center justify-center rounded-md border border-slate-300 bg-slate-50 p-4 text-center text-sm text-slate-700">
      {t`The map cannot be shown here. The list of selected municipalities gives the same information.`}
    </p>
  );
  return (
    // aria-details ties the map to its text alternative, the list of selected municipalities.
    <figure aria-labelledby={captionId} aria-details={listId} aria-busy={state === 'loading'} className="m-0">
      <div className="overflow-hidden rounded-md border border-slate-400">
        <MapErrorBoundary fallback={unavailable}>
          <Suspense
            fallback={
              <div className="flex h-96 items-center justify-center gap-2 text-sm text-slate-700">
                <Spinner className="h-5 w-5" />
                {t`Loading the map…`}
              </div>
            }
          >
            {state === 'failed' ? (
              unavailable
            ) : (
              <CommuneMapView {...props} label={t`Map of the municipalities`} onStateChange={setState} />
            )}
          </Suspense>
        </MapErrorBoundary>
      </div>
      <figcaption id={captionId} className="mt-2 text-sm text-slate-700">
        {t`Map of the municipalities: the selected ones are highlighted in blue; click a municipality to select or deselect it.`}{' '}
        <a
          href={`#${listId}`}
          className="text-blue-700 underline"
          onClick={(event) => {
            // The router owns the URL hash; reaching the list is what the link is for.
            const list = document.getElementById(listId);
            if (!list) return;
            event.preventDefault();
            list.focus();
          }}
        >
          {t`Go to the list of selected municipalities`}
        </a>
        {shapes.withoutShape > 0 ? (
          <span className="mt-1 block">
            <Plural
              value={shapes.withoutShape}
              one="# selected municipality has no shape on file and is not on the map."
              other="# selected municipalities have no shape on file and are not on the map."
            />
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
