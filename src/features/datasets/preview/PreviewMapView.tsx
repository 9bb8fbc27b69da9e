import { useLingui } from '@lingui/react/macro';
import type { GeoJSONSource, MapLayerMouseEvent, StyleSpecification } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { PreviewFeatures } from '../../../api/resourcePreview';
import { createExplorableMap, type MapLibreMap, onFeatureClick } from '../../../ui/map/mapLibre';

const SOURCE = 'preview';
const FIT = { padding: 24, maxZoom: 16, animate: false } as const;
const FILL = '#2563eb';
const SELECTED = '#b91c1c';
const OUTLINE = '#1e293b';

const selected = ['boolean', ['feature-state', 'selected'], false] as const;

/**
 * A blank style with the layer's features only, as the jurisdiction map: no tiles, fonts nor
 * sprite, so the preview loads nothing but its features and works offline. Feature ids are the
 * features' place in the collection, which the selection highlights through the feature state.
 */
function previewStyle(collection: PreviewFeatures): StyleSpecification {
  const data = {
    type: 'FeatureCollection' as const,
    features: collection.features.map((feature, index) => ({ ...feature, id: index })),
  };
  const colour = ['case', selected, SELECTED, FILL] as never;
  return {
    version: 8,
    sources: { [SOURCE]: { type: 'geojson', data: data as never } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#f8fafc' } },
      {
        id: 'fill',
        type: 'fill',
        source: SOURCE,
        filter: ['in', ['geometry-type'], ['literal', ['Polygon', 'MultiPolygon']]],
        paint: { 'fill-color': colour, 'fill-opacity': 0.5 },
      },
      {
        id: 'line',
        type: 'line',
        source: SOURCE,
        filter: ['!=', ['geometry-type'], 'Point'],
        paint: { 'line-color': colour, 'line-width': 2 },
      },
      {
        id: 'point',
        type: 'circle',
        source: SOURCE,
        filter: ['==', ['geometry-type'], 'Point'],
        paint: {
          'circle-radius': ['case', selected, 8, 5] as never,
          'circle-color': colour,
          'circle-stroke-color': OUTLINE,
          'circle-stroke-width': 1,
        },
      },
    ],
  };
}

export type PreviewMapViewProps = {
  collection: PreviewFeatures;
  bbox: number[];
  /** The selected feature's place in the collection. */
  selected: number | null;
  onSelect: (index: number) => void;
  label: string;
  onStateChange: (state: 'ready' | 'failed') => void;
};

export default function PreviewMapView({
  collection,
  bbox,
  selected: chosen,
  onSelect,
  label,
  onStateChange,
}: PreviewMapViewProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const previous = useRef<number | null>(null);
  const words = { title: label, zoomIn: t`Zoom in`, zoomOut: t`Zoom out` };
  const latest = useRef({ collection, bbox, onSelect, onStateChange, words });
  latest.current = { collection, bbox, onSelect, onStateChange, words };

  useEffect(() => {
    if (!container.current) return;
    const { collection: data, bbox: box } = latest.current;
    const map = createExplorableMap({
      container: container.current,
      style: previewStyle(data),
      bounds: [box[0] ?? -180, box[1] ?? -85, box[2] ?? 180, box[3] ?? 85],
      fit: FIT,
      words: latest.current.words,
    });
    if (!map) {
      // No WebGL here: the table and the feature buttons remain.
      latest.current.onStateChange('failed');
      return;
    }
    mapRef.current = map;
    // The first frame with the features drawn: the bench reads this mark (measure 14).
    map.once('idle', () => {
      performance.mark('preview-map-idle');
      latest.current.onStateChange('ready');
    });
    onFeatureClick(map, ['fill', 'line', 'point'], (event: MapLayerMouseEvent) => {
      const id = event.features?.[0]?.id;
      if (typeof id === 'number') latest.current.onSelect(id);
    });
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);

  // The selection, from a click or the buttons, highlighted and brought into view.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const apply = () => {
      if (previous.current !== null)
        map.setFeatureState({ source: SOURCE, id: previous.current }, { selected: false });
      previous.current = chosen;
      if (chosen === null) return;
      map.setFeatureState({ source: SOURCE, id: chosen }, { selected: true });
      const geometry = latest.current.collection.features[chosen]?.geometry as {
        coordinates?: unknown;
      } | null;
      let at: unknown = geometry?.coordinates;
      while (Array.isArray(at) && Array.isArray(at[0])) at = at[0];
      if (Array.isArray(at) && typeof at[0] === 'number' && typeof at[1] === 'number') {
        const point: [number, number] = [at[0], at[1]];
        if (!map.getBounds().contains(point)) map.panTo(point, { animate: false });
      }
    };
    if (map.getSource<GeoJSONSource>(SOURCE) && map.isStyleLoaded()) apply();
    else map.once('load', apply);
  }, [chosen]);

  return <div ref={container} className="h-96 w-full" />;
}
