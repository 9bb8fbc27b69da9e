import { useEffect, useRef } from 'react';
import { type Bounds, boundsMapStyle } from './boundsMapStyle';
import { createStillMap } from './mapLibre';

export type BoundsMapViewProps = {
  bounds: Bounds;
  /** Names the map for screen readers. */
  label: string;
  onStateChange: (state: 'ready' | 'failed') => void;
};

/**
 * A small still map of a box (loaded only where one is shown). Not interactive: the coordinates beside
 * it say the same in text, and a map that takes the keyboard would be one more stop for nothing.
 */
const FIT = { padding: 24, maxZoom: 12, animate: false } as const;

export default function BoundsMapView({ bounds, label, onStateChange }: BoundsMapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ onStateChange, label });
  latest.current = { onStateChange, label };
  const [west, south, east, north] = bounds;

  useEffect(() => {
    if (!container.current) return;
    const box: Bounds = [west, south, east, north];
    const map = createStillMap({
      container: container.current,
      style: boundsMapStyle(box),
      bounds: [west, south, east, north],
      fit: FIT,
      words: { title: latest.current.label },
    });
    if (!map) {
      // No WebGL here: the coordinates remain.
      latest.current.onStateChange('failed');
      return;
    }
    map.on('load', () => latest.current.onStateChange('ready'));
    // A narrower screen (a phone turned, a zoom) keeps the whole box in view, with its margin.
    map.on('resize', () => map.fitBounds([west, south, east, north], FIT));
    return () => map.remove();
  }, [west, south, east, north]);

  return <div ref={container} className="h-48 w-full" />;
}
