import { describe, expect, it } from 'vitest';
import { creationKindsFor } from './creationKinds';

describe('creationKindsFor (specification section 6)', () => {
  it('offers a superuser every kind of main resource, and annexes without the map-server layer', () => {
    expect(creationKindsFor(1, { isSuperuser: true, mapServer: true })).toEqual([
      'file-upload',
      'ftp',
      'href',
      'geoserver-mirrors',
    ]);
    expect(creationKindsFor(2, { isSuperuser: true, mapServer: true })).toEqual([
      'file-upload',
      'ftp',
      'href',
    ]);
  });

  it('keeps sFTP for superusers and the map-server layer for when the map server answers', () => {
    expect(creationKindsFor(1, { isSuperuser: false, mapServer: false })).toEqual(['file-upload', 'href']);
    expect(creationKindsFor(2, { isSuperuser: false, mapServer: true })).toEqual(['file-upload', 'href']);
  });
});
