import 'maplibre-gl/dist/maplibre-gl.css';
import {
  type LngLatBoundsLike,
  type MapLayerMouseEvent,
  Map as MapLibreMap,
  type MapOptions,
  NavigationControl,
  type StyleSpecification,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

// The one place the product builds MapLibre maps (a dataset's box, a jurisdiction's communes, a
// resource's preview), so that they load, fail and behave alike. Imported only by the views that
// draw a map, which their screens load lazily: MapLibre never weighs on a screen without a map.

// maplibre-gl 6 does not bundle its worker: the build copies it and the map loads it from there.
setWorkerUrl(workerUrl);

export type { MapLibreMap };

/** How a map frames its box: the margin, the closest zoom, no animation (it would delay the first frame). */
export type Fit = { padding: number; maxZoom: number; animate: false };

/** The words MapLibre speaks: the map's name for screen readers, and its zoom buttons' names. */
export type MapWords = { title: string; zoomIn?: string; zoomOut?: string };

interface MapSettings {
  container: HTMLElement;
  style: StyleSpecification;
  bounds: LngLatBoundsLike;
  fit: Fit;
  words: MapWords;
}

const localeOf = ({ title, zoomIn, zoomOut }: MapWords): MapOptions['locale'] => ({
  'Map.Title': title,
  ...(zoomIn ? { 'NavigationControl.ZoomIn': zoomIn } : {}),
  ...(zoomOut ? { 'NavigationControl.ZoomOut': zoomOut } : {}),
});

/** Builds a map, or null where the browser cannot draw one (no WebGL): the caller's text equivalent remains. */
function build(settings: MapSettings, interactive: boolean): MapLibreMap | null {
  try {
    return new MapLibreMap({
      container: settings.container,
      style: settings.style,
      bounds: settings.bounds,
      fitBoundsOptions: settings.fit,
      interactive,
      attributionControl: false,
      // Rotating or tilting a data map only loses the north: panning and zooming are what people use.
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      locale: localeOf(settings.words),
    });
  } catch {
    return null;
  }
}

/**
 * A still picture of a box: not interactive, since the coordinates beside it say the same in text
 * and a map that takes the keyboard would be one more stop for nothing.
 */
export const createStillMap = (settings: MapSettings): MapLibreMap | null => build(settings, false);

/** A map the person pans and zooms (mouse, keyboard, touch) with named zoom buttons, never rotates. */
export function createExplorableMap(settings: MapSettings): MapLibreMap | null {
  const map = build(settings, true);
  if (!map) return null;
  map.keyboard.disableRotation();
  map.touchZoomRotate.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  return map;
}

/** Makes the features of `layers` clickable, with the pointer cursor over them. */
export function onFeatureClick(
  map: MapLibreMap,
  layers: readonly string[],
  handle: (event: MapLayerMouseEvent) => void,
): void {
  const pointer = () => {
    map.getCanvas().style.cursor = 'pointer';
  };
  const plain = () => {
    map.getCanvas().style.cursor = '';
  };
  for (const layer of layers) {
    map.on('click', layer, handle);
    map.on('mouseenter', layer, pointer);
    map.on('mouseleave', layer, plain);
  }
}
