import 'maplibre-gl/dist/maplibre-gl.css';
import { useLingui } from '@lingui/react/macro';
import {
  type GeoJSONSource,
  type LngLatBoundsLike,
  type MapLayerMouseEvent,
  Map as MapLibreMap,
  NavigationControl,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import type { HighlightChannel } from '../../../flows/municipalitySelection';
import type { CommuneFeatureCollection } from '../municipalities/municipalityDirectory';
import { COMMUNE_POINTS, COMMUNES, communeMapStyle } from './communeMapStyle';
import type { LngLatBounds } from './mapBounds';

// maplibre-gl 6 does not bundle its worker: the build copies it and the map loads it from there.
setWorkerUrl(workerUrl);

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
  const locale = {
    'Map.Title': label,
    'NavigationControl.ZoomIn': t`Zoom in`,
    'NavigationControl.ZoomOut': t`Zoom out`,
  };
  const latest = useRef({ features, bounds, onToggle, onStateChange, locale });
  latest.current = { features, bounds, onToggle, onStateChange, locale };

  useEffect(() => {
    if (!container.current) return;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: communeMapStyle(latest.current.features),
        bounds: asBounds(latest.current.bounds),
        fitBoundsOptions: FIT,
        attributionControl: false,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        locale: latest.current.locale,
      });
    } catch {
      // No WebGL here: the list of selected municipalities remains.
      latest.current.onStateChange('failed');
      return;
    }
    mapRef.current = map;
    map.keyboard.disableRotation();
    map.touchZoomRotate.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');

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

    const toggle = (event: MapLayerMouseEvent) => {
      const code = event.features?.[0]?.properties?.insee;
      if (typeof code === 'string') latest.current.onToggle(code);
    };
    const pointer = () => {
      map.getCanvas().style.cursor = 'pointer';
    };
    const plain = () => {
      map.getCanvas().style.cursor = '';
    };
    for (const layer of [COMMUNES, COMMUNE_POINTS]) {
      map.on('click', layer, toggle);
      map.on('mouseenter', layer, pointer);
      map.on('mouseleave', layer, plain);
    }

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
