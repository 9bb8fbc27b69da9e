import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createHighlightChannel } from '../../../flows/municipalitySelection';
import { renderPanel } from '../../../ui/testing/renderPanel';
import { CommuneMap } from './CommuneMap';
import { DEFAULT_MAP_BOUNDS } from './mapBounds';

// Issue 48 (U19): a map never shows another territory in place of the jurisdiction's own
// municipalities; when they have no shape, it says so.

const NONE = { type: 'FeatureCollection' as const, features: [] };

function renderMap(shapes: { selected: number; withoutShape: number }) {
  return renderPanel(
    <CommuneMap
      listId="selected-list"
      features={NONE}
      highlight={createHighlightChannel()}
      bounds={DEFAULT_MAP_BOUNDS}
      onToggle={() => {}}
      shapes={shapes}
    />,
  );
}

describe('CommuneMap', () => {
  it('says that the selected municipalities have no shape instead of showing another territory', async () => {
    await renderMap({ selected: 4, withoutShape: 4 });
    expect(
      screen.getByText(
        'None of the selected municipalities has a shape on file: the map cannot show them. Their list gives them.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Loading the map…')).toBeNull();
    expect(screen.queryByText(/click a municipality to select/)).toBeNull();
  });

  it('says how many selected municipalities are not on the map when some have no shape', async () => {
    await renderMap({ selected: 4, withoutShape: 1 });
    expect(
      screen.getByText('1 selected municipality has no shape on file and is not on the map.'),
    ).toBeTruthy();
  });
});
