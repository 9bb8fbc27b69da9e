import { afterEach, describe, expect, it } from 'vitest';
import { offerExtensions, resetExtensions } from '../../../ui/testing/extensions';
import { selectionFilters } from './selectionFilters';

afterEach(() => resetExtensions());

describe("the bulk edit's selection of all matching datasets", () => {
  it('carries the metadata quality fix the list is filtered on', () => {
    offerExtensions({ metadataQuality: true });
    expect(selectionFilters({ quality_fix: 'add_keywords', organisation: [3] })).toEqual({
      usergroup_id: '3',
      quality_fix: 'add_keywords',
    });
  });

  it('leaves it out where the backend has no metadata quality, as the list does', () => {
    expect(selectionFilters({ quality_fix: 'add_keywords', organisation: [3] })).toEqual({
      usergroup_id: '3',
    });
  });
});
