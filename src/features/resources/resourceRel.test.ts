import { describe, expect, it } from 'vitest';
import type { RelEntry } from '../../api/resources';
import {
  datastoreTableOf,
  dataUri,
  fileNameOf,
  geographicLayerEntry,
  mapServerLayerOf,
  rootEntry,
} from './resourceRel';

const root: RelEntry = {
  app_label: 'onegeo_resource',
  class: 'upload',
  id: 4,
  uri: 'http://localhost:8080/media/resources/9/arr%C3%AAts.csv',
};
const layer: RelEntry = {
  app_label: 'onegeo_geospatial',
  class: 'geographiclayer',
  id: 12,
  uri: '/geoserver/ows?layers=a',
};

describe('the rel list', () => {
  it('has the root first and the geographic layer by its app label and class', () => {
    expect(rootEntry([root, layer])).toBe(root);
    expect(geographicLayerEntry([root, layer])).toBe(layer);
    expect(geographicLayerEntry([root, { ...layer, class: 'style' }])).toBeNull();
    expect(rootEntry([])).toBeNull();
  });

  it('gives the data URI of the root, else the resource’s href', () => {
    expect(dataUri({ rel: [root], href: '/other' })).toBe(root.uri);
    expect(dataUri({ rel: [], href: '/other' })).toBe('/other');
    expect(dataUri({ rel: [], href: null })).toBeNull();
  });
});

describe('reading data URIs', () => {
  it('names an uploaded file', () => {
    expect(fileNameOf('http://localhost:8080/media/resources/9/arr%C3%AAts.csv')).toBe('arrêts.csv');
    expect(fileNameOf('https://example.org/data/x.json?version=2')).toBe('x.json');
    expect(fileNameOf(null)).toBeNull();
  });

  it('reads the table of a database-table resource', () => {
    expect(datastoreTableOf('datastore://datastore/datastore.communes_guyane')).toEqual({
      database: 'datastore',
      schema: 'datastore',
      table: 'communes_guyane',
    });
    expect(datastoreTableOf('/media/x.csv')).toBeNull();
  });

  it('reads the workspace and layer of a map-server resource', () => {
    expect(mapServerLayerOf('/geoserver/cacl/ows?service=WMS&layers=arrets_bus')).toEqual({
      workspace: 'cacl',
      layer: 'arrets_bus',
    });
    expect(mapServerLayerOf('/geoserver/cacl/wms?layers=cacl:routes')).toEqual({
      workspace: 'cacl',
      layer: 'routes',
    });
    expect(mapServerLayerOf('/geoserver/ows?layers=a')).toBeNull();
    expect(mapServerLayerOf(null)).toBeNull();
  });
});
