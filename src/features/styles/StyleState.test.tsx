import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Style } from '../../api/geospatial';
import { renderPanel } from '../../ui/testing/renderPanel';
import { isBeingApplied, StyleState } from './StyleState';

const style = (sld: string | null, last_task: Style['last_task']): Style => ({
  id: 3,
  geographic_layer_id: 12,
  name: 'Défaut',
  config: null,
  config_href: null,
  sld,
  last_task,
  scenarios: [],
});

describe("a style's processing state (issue 27)", () => {
  it('is being applied while its last run is queued or running', async () => {
    await renderPanel(<StyleState style={style('<sld/>', { id: 90, status: 'STARTED' })} />);
    expect(screen.getByText('Being applied')).toBeTruthy();
    expect(isBeingApplied(style(null, { id: 90, status: 'PENDING' }))).toBe(true);
    expect(isBeingApplied(style(null, { id: 90, status: 'SUCCESS' }))).toBe(false);
  });

  it('says a failed run and links to its task, the previous SLD staying applied', async () => {
    await renderPanel(<StyleState style={style('<sld/>', { id: 91, status: 'FAILURE' })} />);
    expect(screen.getByText('Failed: the previous SLD stays applied')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'See the task of the failed style Défaut' });
    expect(link.getAttribute('href')).toBe('/publish/en/data/tasks/91/');
  });

  it('is applied, or not yet, once no run is under way', async () => {
    await renderPanel(<StyleState style={style('<sld/>', { id: 92, status: 'SUCCESS' })} />);
    expect(screen.getByText('Yes')).toBeTruthy();
  });
});
