import { describe, expect, it, vi } from 'vitest';
import { MunicipalityDirectory } from './municipalityDirectory';

const cell = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [-52.3, 4.9],
      [-52.2, 4.9],
      [-52.2, 5],
      [-52.3, 4.9],
    ],
  ],
};

describe('the municipality directory', () => {
  it('keeps names, turns shapes into the features of the map and tells its listeners', () => {
    const directory = new MunicipalityDirectory();
    const listener = vi.fn();
    directory.subscribe(listener);
    directory.add([
      { insee: '97302', display_name: 'Cayenne', geometry: cell },
      { insee: '75056', display_name: 'Paris', geometry: null },
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(directory.get('75056')?.display_name).toBe('Paris');
    expect(directory.features()).toEqual({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', geometry: cell, properties: { insee: '97302', name: 'Cayenne' } }],
    });
  });

  it('does not lose a shape when the same municipality is listed again without it', () => {
    const directory = new MunicipalityDirectory();
    directory.add([{ insee: '97302', display_name: 'Cayenne', geometry: cell }]);
    const version = directory.getVersion();
    const features = directory.features();
    directory.add([{ insee: '97302', display_name: 'Cayenne' }]);
    expect(directory.getVersion()).toBe(version);
    expect(directory.features()).toBe(features);
    expect(directory.get('97302')?.geometry).toBe(cell);
  });

  it('counts the selected municipalities known to have no shape (issue 48, U19)', () => {
    const directory = new MunicipalityDirectory();
    directory.add([
      { insee: '97302', display_name: 'Cayenne', geometry: cell },
      { insee: '74010', display_name: 'Annecy', geometry: null },
    ]);
    // 74011 is not known yet: its shape may still come.
    expect(directory.shapesOf(['97302', '74010', '74011'])).toEqual({ selected: 3, withoutShape: 1 });
    expect(directory.shapesOf(['74010'])).toEqual({ selected: 1, withoutShape: 1 });
  });
});
