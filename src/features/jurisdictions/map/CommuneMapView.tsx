import { useLingui } from '@lingui/react/macro';
import type { GeoJSONSource, LngLatBoundsLike, MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import type { HighlightChannel } from '../../../flows/municipalitySelection';
import { createExplorableMap, type MapLibreMap, onFeatureClick } from '../../../ui/map/mapLibre';
import type { CommuneFeatureCollection } from '../municipalities/municipalityDirectory';
import { COMMUNE_POINTS, COMMUNES, communeMapStyle } from './communeMapStyle';
import type { LngLatBounds } from './mapBounds';

export type CommuneMapViewProps = {
  features: CommuneFeatureCollection;
  highlight: HighlightChannel;
  bounds: LngLatBounds;
  /** A commune was clicked: its INSEE code. */
  onToggle: (code: string) => void;
  /** Names the map for screen readers. */
  label: string;
  onStateChange: (state: 'ready' | 'failed') => void;
};

const FIT = { padding: 24, maxZoom: 11, animate: false } as const;

const asBounds = ([[west, south], [east, north]]: LngLatBounds): LngLatBoundsLike => [
  west,
  south,
  east,
  north,
];

/**
 * The MapLibre map of the communes (loaded only by the jurisdiction form). The map instance lives in
 * a ref for the component's life; the selection reaches it through the highlight channel, as feature
 * states changed one by one, so thousands of selected communes do not redraw the data.
 */
export default function CommuneMapView({
  features,
  highlight,
  bounds,
  onToggle,
  label,
  onStateChange,
}: CommuneMapViewProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [loaded, setLoaded] = useState(false);
  // The map is built once; later props reach its handlers through these refs.
  const words = { title: label, zoomIn: t`Zoom in`, zoomOut: t`Zoom out` };
  const latest = useRef({ features, bounds, onToggle, onStateChange, words });
  latest.current = { features, bounds, onToggle, onStateChange, words };

  useEffect(() => {
    if (!container.current) return;
    const map = createExplorableMap({
      container: container.current,
      style: communeMapStyle(latest.current.features),
      bounds: asBounds(latest.current.bounds),
      fit: FIT,
      words: latest.current.words,
    });
    if (!map) {
      // No WebGL here: the list of selected municipalities remains.
      latest.current.onStateChange('failed');
      return;
    }
    mapRef.current = map;

    const paint = (codes: Iterable<string>, selected: boolean) => {
      for (const code of codes) map.setFeatureState({ source: COMMUNES, id: code }, { selected });
    };
    let unsubscribe = () => {};
    map.on('load', () => {
      paint(highlight.current(), true);
      unsubscribe = highlight.subscribe((next, previous) => {
        paint(
          [...previous].filter((code) => !next.has(code)),
          false,
        );
        paint(
          [...next].filter((code) => !previous.has(code)),
          true,
        );
      });
      setLoaded(true);
      latest.current.onStateChange('ready');
    });

    onFeatureClick(map, [COMMUNES, COMMUNE_POINTS], (event: MapLayerMouseEvent) => {
      const code = event.features?.[0]?.properties?.insee;
      if (typeof code === 'string') latest.current.onToggle(code);
    });

    return () => {
      unsubscribe();
      map.remove();
      mapRef.current = null;
    };
  }, [highlight]);

  // New municipalities met (territory, search, pasted codes): their shapes join the layer.
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map) return;
    map.getSource<GeoJSONSource>(COMMUNES)?.setData(features);
    for (const code of highlight.current()) {
      map.setFeatureState({ source: COMMUNES, id: code }, { selected: true });
    }
  }, [features, highlight, loaded]);

  // A saved jurisdiction comes back with its recomputed box: the view follows it.
  const [[west, south], [east, north]] = bounds;
  useEffect(() => {
    if (loaded) mapRef.current?.fitBounds([west, south, east, north], FIT);
  }, [loaded, west, south, east, north]);

  return <div ref={container} className="h-96 w-full" />;
}
