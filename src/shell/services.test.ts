import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '../config/runtimeConfig';
import { visibleServices } from './services';

describe('visibleServices with the configuration of section 1', () => {
  it('shows only the portal to everyone', () => {
    expect(visibleServices(defaultRuntimeConfig.services, false).map(({ name }) => name)).toEqual(['portal']);
  });

  it('adds maps, contribution tool, map server and metadata server for superusers, never statistics', () => {
    expect(visibleServices(defaultRuntimeConfig.services, true).map(({ name }) => name)).toEqual([
      'portal',
      'maps',
      'contribution',
      'mapServer',
      'metadataServer',
    ]);
  });
});
