import type { Municipality } from '../../../api/jurisdictions';

export type CommuneFeature = {
  type: 'Feature';
  geometry: NonNullable<Municipality['geometry']>;
  properties: { insee: string; name: string };
};

export type CommuneFeatureCollection = { type: 'FeatureCollection'; features: CommuneFeature[] };

type Listener = () => void;

/**
 * Every municipality the form has met (territory, search results, pasted codes, the saved
 * selection), by INSEE code: the names of the selected list and the shapes of the map. The
 * selection itself holds only codes; this is where they get a name and a shape.
 */
export class MunicipalityDirectory {
  private readonly byCode = new Map<string, Municipality>();
  private readonly listeners = new Set<Listener>();
  private version = 0;
  private featuresVersion = -1;
  private featureCache: CommuneFeatureCollection = { type: 'FeatureCollection', features: [] };

  add(municipalities: readonly Municipality[]): void {
    let changed = false;
    for (const municipality of municipalities) {
      const known = this.byCode.get(municipality.insee);
      // A record listed without its shape must not erase the shape met earlier.
      const geometry = municipality.geometry ?? known?.geometry ?? null;
      if (known && known.display_name === municipality.display_name && known.geometry === geometry) continue;
      this.byCode.set(municipality.insee, { ...municipality, geometry });
      changed = true;
    }
    if (!changed) return;
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  get(code: string): Municipality | undefined {
    return this.byCode.get(code);
  }

  has(code: string): boolean {
    return this.byCode.has(code);
  }

  /** Changes with every addition: the snapshot of useSyncExternalStore. */
  getVersion = (): number => this.version;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * How many of `codes` the map cannot show: those known to have no shape (every list the form reads
   * asks for the shapes, so a known municipality without one has none). Unknown ones may still get one.
   */
  shapesOf(codes: readonly string[]): { selected: number; withoutShape: number } {
    let withoutShape = 0;
    for (const code of codes) {
      const known = this.byCode.get(code);
      if (known && !known.geometry) withoutShape += 1;
    }
    return { selected: codes.length, withoutShape };
  }

  /** The municipalities that have a shape, as the GeoJSON of the map layer 'communes'. */
  features(): CommuneFeatureCollection {
    if (this.featuresVersion !== this.version) {
      const features: CommuneFeature[] = [];
      for (const municipality of this.byCode.values()) {
        if (!municipality.geometry) continue;
        features.push({
          type: 'Feature',
          geometry: municipality.geometry,
          properties: { insee: municipality.insee, name: municipality.display_name },
        });
      }
      this.featureCache = { type: 'FeatureCollection', features };
      this.featuresVersion = this.version;
    }
    return this.featureCache;
  }
}
