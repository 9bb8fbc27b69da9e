import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Resource } from '../../api/resources';
import {
  emptyResourceForm,
  kindSubmissionOf,
  type ResourceFormValues,
  resourceFieldsOf,
  resourceFormSchema,
  resourceFormValuesOf,
} from './resourceFormSchema';

const messages = {
  required: () => 'required',
  invalidUrl: () => 'url',
  invalidDate: () => 'date',
  dataSchemaIncomplete: () => 'schema',
};

function errorsOf(values: ResourceFormValues, creating = true): Record<string, string[]> {
  const result = v.safeParse(resourceFormSchema(messages, { creating }), values);
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues ?? []) {
    const key = v.getDotPath(issue) ?? '';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

const form = (values: Partial<ResourceFormValues>): ResourceFormValues => ({
  ...emptyResourceForm(),
  ...values,
});

describe('resourceFormSchema: required fields of section 5', () => {
  it('asks for the kind and the name first', () => {
    expect(errorsOf(form({}))).toEqual({ kind: ['required'], display_name: ['required'] });
  });

  it('asks a new file upload for its file, X/Lon, Y/Lat and CRS', () => {
    expect(errorsOf(form({ kind: 'file-upload', display_name: 'Arrêts', crs: '' }))).toEqual({
      column_x: ['required'],
      column_y: ['required'],
      crs: ['required'],
      file: ['required'],
    });
  });

  it('lets an existing file upload keep its file', () => {
    const values = form({ kind: 'file-upload', display_name: 'Arrêts', column_x: 'x', column_y: 'y' });
    expect(errorsOf(values, false)).toEqual({});
    expect(errorsOf(values, true)).toEqual({ file: ['required'] });
  });

  it('asks sFTP and file download for the same coordinates, and their file or URL', () => {
    expect(errorsOf(form({ kind: 'ftp', display_name: 'Occupation', column_x: 'x', column_y: 'y' }))).toEqual(
      {
        ftp_path: ['required'],
      },
    );
    expect(errorsOf(form({ kind: 'file-download', display_name: 'Plan', href: 'plan.pdf' }))).toEqual({
      column_x: ['required'],
      column_y: ['required'],
      href: ['url'],
    });
  });

  it('asks a URL reference only for its name and URL', () => {
    expect(errorsOf(form({ kind: 'href', display_name: 'Portail', crs: '' }))).toEqual({
      href: ['required'],
    });
    expect(errorsOf(form({ kind: 'href', display_name: 'Portail', href: 'https://example.org/' }))).toEqual(
      {},
    );
  });

  it('takes only absolute http(s) URLs, as the server does', () => {
    for (const href of [
      'javascript:alert(9)//http://x',
      'data:text/html,x',
      'ftp://example.org/a',
      'https://',
    ]) {
      expect(errorsOf(form({ kind: 'href', display_name: 'Portail', href })), href).toEqual({
        href: ['url'],
      });
    }
    expect(errorsOf(form({ kind: 'href', display_name: 'Portail', href: 'HTTP://example.org/a' }))).toEqual(
      {},
    );
  });

  it('asks a map-server resource for its workspace and layer, a database table for its database and table', () => {
    expect(errorsOf(form({ kind: 'geoserver-mirrors', display_name: 'Routes' }))).toEqual({
      workspace: ['required'],
      layer: ['required'],
    });
    expect(errorsOf(form({ kind: 'datastores', display_name: 'Communes', crs: '' }), false)).toEqual({
      database: ['required'],
      table: ['required'],
    });
    const table = { schema_name: 'datastore', table_name: 'mairies' };
    expect(
      errorsOf(
        form({ kind: 'datastores', display_name: 'Mairies', crs: '', database: 'datastore', table }),
        false,
      ),
    ).toEqual({});
  });

  it('wants a data schema whole or not at all, and a real date', () => {
    const values = form({
      kind: 'href',
      display_name: 'P',
      href: 'https://a.fr/',
      data_schema_version: '1.0',
    });
    expect(errorsOf(values)).toEqual({ data_schema_identifier: ['schema'], data_schema_format: ['schema'] });
    expect(errorsOf({ ...values, data_schema_version: '', last_update: '2026-13-45' })).toEqual({
      last_update: ['date'],
    });
  });
});

describe('what the form sends', () => {
  it('sends empty texts as null and leaves an empty codename to the server', () => {
    const values = form({ kind: 'href', display_name: ' Portail ', href: 'https://a.fr/', column_x: 'x' });
    expect(resourceFieldsOf(values)).toEqual({
      display_name: 'Portail',
      dataformat_id: null,
      description: null,
      last_update: null,
      hidden: false,
      geographic_layer_label: null,
      geographic_layer_name: null,
      column_x: 'x',
      column_y: null,
      crs: 'EPSG:4326',
      data_schema: null,
    });
  });

  it('sends no coordinates for a map-server layer, and the data schema whole', () => {
    const values = form({
      kind: 'geoserver-mirrors',
      display_name: 'Routes',
      codename: 'routes',
      column_x: 'x',
      data_schema_identifier: 'schema-arrets',
      data_schema_version: '1.0',
      data_schema_format: 'tableschema',
    });
    expect(resourceFieldsOf(values)).toMatchObject({
      codename: 'routes',
      column_x: null,
      crs: null,
      data_schema: { identifier: 'schema-arrets', version: '1.0', format: 'tableschema' },
    });
  });

  it('builds the kind-specific part', () => {
    const file = { id: 'file-1', name: 'a.csv', size: 3 };
    expect(
      kindSubmissionOf(form({ kind: 'file-upload', dataformat_id: 1 }), { file, hasFtpAccess: false }),
    ).toEqual({
      kind: 'file-upload',
      dataformatId: 1,
      file,
    });
    expect(
      kindSubmissionOf(form({ kind: 'ftp', ftp_path: 'in/a.csv' }), { file: null, hasFtpAccess: true }),
    ).toEqual({ kind: 'ftp', dataformatId: null, filePath: 'in/a.csv', hasFtpAccess: true });
    expect(
      kindSubmissionOf(
        form({ kind: 'geoserver-mirrors', workspace: 'cacl', layer: 'g', layer_type: 'layergroup' }),
        {
          file: null,
          hasFtpAccess: false,
        },
      ),
    ).toEqual({
      kind: 'geoserver-mirrors',
      dataformatId: null,
      workspace: 'cacl',
      layer: 'g',
      layerType: 'layergroup',
    });
    expect(
      kindSubmissionOf(
        form({
          kind: 'datastores',
          dataformat_id: 9,
          database: 'datastore',
          table: { schema_name: 'datastore', table_name: 'mairies' },
        }),
        { file: null, hasFtpAccess: false },
      ),
    ).toEqual({
      kind: 'datastores',
      dataformatId: 9,
      table: { database: 'datastore', schemaName: 'datastore', tableName: 'mairies' },
    });
    expect(
      kindSubmissionOf(form({ kind: 'href', href: ' https://a.fr/ ' }), { file: null, hasFtpAccess: false }),
    ).toEqual({
      kind: 'href',
      dataformatId: null,
      href: 'https://a.fr/',
    });
  });

  it('starts an existing resource from its fields', () => {
    const resource = {
      id: 3,
      kind: 'file-upload',
      display_name: 'Arrêts',
      codename: 'arrets',
      dataformat_id: 1,
      description: null,
      last_update: '2026-01-02',
      hidden: true,
      geographic_layer_label: null,
      geographic_layer_name: 'arrets',
      column_x: 'lon',
      column_y: 'lat',
      crs: null,
      data_schema: { identifier: 'i', version: 'v', format: 'f' },
    } as Resource;
    expect(resourceFormValuesOf(resource, { href: 'x' })).toMatchObject({
      kind: 'file-upload',
      codename: 'arrets',
      description: '',
      last_update: '2026-01-02',
      hidden: true,
      crs: '',
      column_x: 'lon',
      data_schema_format: 'f',
      href: 'x',
    });
  });
});
