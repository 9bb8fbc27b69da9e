import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { SummaryField } from '../../ui/fields/errorSummary';

/** One group of the resource form's fields, under its title. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      <div className="flex flex-col gap-4">{children}</div>
    </fieldset>
  );
}

/** Every field of the resource form, in the form's order, as its error summary names and links them. */
export function resourceSummaryFields(i18n: I18n): SummaryField[] {
  return [
    { name: 'kind', id: 'resource-kind', label: i18n._(msg`Type of resource`) },
    { name: 'file', id: 'resource-file', label: i18n._(msg`File`) },
    { name: 'ftp_path', id: 'resource-ftp_path', label: i18n._(msg`sFTP file`) },
    { name: 'href', id: 'resource-href', label: i18n._(msg`URL`) },
    { name: 'workspace', id: 'resource-workspace', label: i18n._(msg`Workspace`) },
    { name: 'layer', id: 'resource-layer', label: i18n._(msg`Layer`) },
    { name: 'display_name', id: 'resource-display_name', label: i18n._(msg`Name`) },
    { name: 'codename', id: 'resource-codename', label: i18n._(msg`Codename`) },
    { name: 'dataformat_id', id: 'resource-dataformat_id', label: i18n._(msg`Data format`) },
    { name: 'description', id: 'resource-description', label: i18n._(msg`Description`) },
    { name: 'last_update', id: 'resource-last_update', label: i18n._(msg`Last update date`) },
    { name: 'column_x', id: 'resource-column_x', label: i18n._(msg`X / Longitude column`) },
    { name: 'column_y', id: 'resource-column_y', label: i18n._(msg`Y / Latitude column`) },
    { name: 'crs', id: 'resource-crs', label: i18n._(msg`Coordinate reference system`) },
    {
      name: 'geographic_layer_label',
      id: 'resource-geographic_layer_label',
      label: i18n._(msg`Geographic layer label`),
    },
    {
      name: 'geographic_layer_name',
      id: 'resource-geographic_layer_name',
      label: i18n._(msg`Geographic layer name`),
    },
    {
      name: 'data_schema_identifier',
      id: 'resource-data_schema_identifier',
      label: i18n._(msg`Data schema identifier`),
    },
    {
      name: 'data_schema_version',
      id: 'resource-data_schema_version',
      label: i18n._(msg`Data schema version`),
    },
    { name: 'data_schema_format', id: 'resource-data_schema_format', label: i18n._(msg`Data schema format`) },
  ];
}
