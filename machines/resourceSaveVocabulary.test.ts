import { describe, expect, it } from 'vitest';
import { CREATION_KINDS, canCreateRecord, canUpdateRecord, clampPercent } from './resourceSaveVocabulary.ts';

// The rules both resource save flows apply; each flow's model test is resourceCreation.test.ts and
// resourceModification.test.ts.

const file = { id: 'f', name: 'a.csv', size: 1 };

describe('resource kinds', () => {
  it('offers map-server layers for the main resource only', () => {
    expect(CREATION_KINDS[1]).toEqual(['file-upload', 'ftp', 'href', 'geoserver-mirrors']);
    expect(CREATION_KINDS[2]).toEqual(['file-upload', 'ftp', 'href']);
    const layer = {
      kind: 'geoserver-mirrors',
      dataformatId: null,
      workspace: 'eau',
      layer: 'stations',
      layerType: 'layer',
    } as const;
    expect(canCreateRecord(1, false, layer)).toBe(true);
    expect(canCreateRecord(2, false, layer)).toBe(false);
  });

  const table = {
    kind: 'datastores',
    dataformatId: null,
    table: { database: 'datastore', schemaName: 'datastore', tableName: 'mairies' },
  } as const;

  it('creates database tables and file downloads never, uploads only with a file', () => {
    expect(canCreateRecord(1, true, table)).toBe(false);
    expect(canCreateRecord(1, true, { kind: 'file-download', dataformatId: null, href: 'https://x' })).toBe(
      false,
    );
    expect(canCreateRecord(2, false, { kind: 'file-upload', dataformatId: null, file: null })).toBe(false);
    expect(canCreateRecord(2, false, { kind: 'file-upload', dataformatId: null, file })).toBe(true);
  });

  it('keeps sFTP to superusers, for creation and modification', () => {
    const ftp = { kind: 'ftp', dataformatId: null, filePath: 'a.csv', hasFtpAccess: true } as const;
    expect(canCreateRecord(2, false, ftp)).toBe(false);
    expect(canCreateRecord(2, true, ftp)).toBe(true);
    expect(canCreateRecord(2, true, { ...ftp, filePath: null })).toBe(false);
    // A closed space offers no file: the save asks for the access (decision 0032).
    expect(canCreateRecord(2, true, { ...ftp, filePath: null, hasFtpAccess: false })).toBe(true);
    expect(canCreateRecord(2, false, { ...ftp, filePath: null, hasFtpAccess: false })).toBe(false);
    const existing = { resourceId: 1, kind: 'ftp', kindId: 2 } as const;
    expect(canUpdateRecord(existing, false, ftp)).toBe(false);
    expect(canUpdateRecord(existing, true, { ...ftp, filePath: null })).toBe(true);
  });

  it('modifies a resource with the form of its own kind', () => {
    const existing = { resourceId: 1, kind: 'datastores', kindId: 2 } as const;
    expect(canUpdateRecord(existing, false, table)).toBe(true);
    expect(canUpdateRecord(existing, false, { kind: 'href', dataformatId: null, href: 'https://x' })).toBe(
      false,
    );
  });

  it('keeps the progress between 0 and 100', () => {
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(42.4)).toBe(42);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
