import { useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import type { ResourceKind } from '../../../machines/resourceSaveVocabulary';
import { dataFormatsQuery } from '../../api/resources';
import type { ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { FormShell } from '../../ui/form/FormShell';
import { useKitForm } from '../../ui/form/useKitForm';
import { fieldMessages, formMessages } from '../../ui/messages';
import { DatastoreField } from './kinds/DatastoreField';
import { ftpSpaceQuery } from './kinds/FtpFields';
import { useUtf8Check } from './kinds/useUtf8Check';
import { FtpField, KindField, MapServerField, ResourceFileField, Section } from './resourceFormParts';
import {
  FILE_KINDS,
  hasCoordinateFields,
  type ResourceFormValues,
  resourceFormSchema,
} from './resourceFormSchema';

export type ResourceFormProps = {
  /** The kinds a new resource may be of; null when the resource exists (its kind is fixed). */
  creationKinds: readonly ResourceKind[] | null;
  initialValues: ResourceFormValues;
  usergroupId: number;
  /** The type-specific record of an existing resource. */
  kindId: number | null;
  currentFileName: string | null;
  /** Why the person may look but not save (sFTP for superusers only), or null. */
  readOnlyReason: string | null;
  /** Without the right to change the resource, the form only shows it. */
  readOnly?: boolean;
  /** The save flow still runs after the values were handed over (e.g. deleting a half-made resource). */
  busy: boolean;
  /** Saves; resolves with the server's field messages when it refused the values, null otherwise. */
  onSubmit: (values: ResourceFormValues, hasFtpAccess: boolean) => Promise<ServerFieldErrors | null>;
  onCancel: () => void;
};

type TextName =
  | 'display_name'
  | 'codename'
  | 'href'
  | 'column_x'
  | 'column_y'
  | 'crs'
  | 'geographic_layer_label'
  | 'geographic_layer_name'
  | 'data_schema_identifier'
  | 'data_schema_version'
  | 'data_schema_format';

/**
 * The resource form of every kind (specification sections 3 and 5): the kind for a new resource, the
 * data of the kind (file, sFTP file, URL, map-server layer, database table), the description, the
 * geographic fields and the data schema, with the required fields of the kind.
 */
export function ResourceForm({
  creationKinds,
  initialValues,
  usergroupId,
  kindId,
  currentFileName,
  readOnlyReason,
  readOnly = false,
  busy,
  onSubmit,
  onCancel,
}: ResourceFormProps) {
  const { t, i18n } = useLingui();
  const creating = creationKinds !== null;
  const ftpAccess = useRef(false);
  /** Known closed (not merely loading): the file is then not required, the save asks for the access. */
  const ftpClosed = useRef(false);
  const schema = useMemo(
    () =>
      resourceFormSchema(
        {
          required: () => i18n._(fieldMessages.required),
          invalidUrl: () => i18n._(fieldMessages.invalidUrl),
          invalidDate: () => i18n._(fieldMessages.invalidDate),
          dataSchemaIncomplete: () => t`Give the identifier, the version and the format of the data schema`,
        },
        // Read at submission: the space's answer arrives after the form is made.
        { creating, ftpSpaceOpen: () => !ftpClosed.current },
      ),
    [i18n, t, creating],
  );
  const formats = useQuery(dataFormatsQuery(i18n.locale));
  const { form, kit } = useKitForm({
    name: 'resource',
    initialValues,
    schema,
    readOnly: readOnly || readOnlyReason !== null,
    onSubmit: (values) => onSubmit(values, ftpAccess.current),
  });
  const kind = useStore(form.store, (state) => state.values.kind);
  const file = useStore(form.store, (state) => state.values.file);
  const ftpSpace = useQuery({ ...ftpSpaceQuery(usergroupId), enabled: kind === 'ftp' && !kit.readOnly });
  ftpAccess.current = ftpSpace.data?.hasAccess ?? false;
  ftpClosed.current = ftpSpace.data?.hasAccess === false;
  const utf8 = useUtf8Check(kind === 'file-upload' ? file : null);
  // The file's encoding is read outside the schema (asynchronously): it holds the submission back.
  const encodingRule = () =>
    utf8.problem ?? (utf8.checking ? t`Checking the encoding of the file…` : undefined);
  const coordinatesRequired = kind !== null && FILE_KINDS.includes(kind);

  /** A format whose extension is the file's, when none is chosen yet. */
  const proposeFormat = (chosen: File | null) => {
    const extension = chosen?.name.toLowerCase().split('.').pop();
    const format = formats.data?.find((candidate) => candidate.extension.toLowerCase() === extension);
    if (chosen && format && form.getFieldValue('dataformat_id') === null) {
      form.setFieldValue('dataformat_id', format.id);
    }
  };

  const textField = (
    name: TextName,
    label: string,
    options: { required?: boolean; help?: string; type?: 'url' } = {},
  ) => (
    <form.AppField name={name}>
      {(f) => (
        <f.TextField label={label} required={options.required} type={options.type} help={options.help} />
      )}
    </form.AppField>
  );

  const kindFields = () => {
    switch (kind) {
      case 'file-upload':
        return (
          <form.AppField name="file" validators={{ onSubmit: encodingRule }}>
            {() => (
              <ResourceFileField
                creating={creating}
                currentFileName={currentFileName}
                utf8={utf8}
                onChosen={proposeFormat}
              />
            )}
          </form.AppField>
        );
      case 'ftp':
        return (
          <form.AppField name="ftp_path">
            {() => (
              <FtpField usergroupId={usergroupId} ftpId={creating ? null : kindId} creating={creating} />
            )}
          </form.AppField>
        );
      case 'href':
      case 'file-download':
        return textField('href', t`URL`, {
          required: true,
          type: 'url',
          help: t`For example https://data.example.org/file.csv`,
        });
      case 'geoserver-mirrors':
        return (
          <form.AppField name="workspace">
            {(workspace) => (
              <form.AppField name="layer">
                {(layer) => (
                  <form.AppField name="layer_type">
                    {(layerType) => <MapServerField fields={{ workspace, layer, layerType }} />}
                  </form.AppField>
                )}
              </form.AppField>
            )}
          </form.AppField>
        );
      case 'datastores':
        return (
          <form.AppField name="database">
            {(database) => (
              <form.AppField name="table">
                {(table) => <DatastoreField fields={{ database, table }} />}
              </form.AppField>
            )}
          </form.AppField>
        );
      case null:
        return null;
    }
  };

  return (
    <FormShell
      form={form}
      kit={kit}
      submitLabel={creating ? t`Create the resource` : t`Save the resource`}
      busy={busy}
      summaryTitle={creating ? i18n._(formMessages.fieldsNotFilledIn) : undefined}
      onCancel={onCancel}
    >
      {readOnlyReason ? (
        <p className="mb-4 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-900">
          {readOnlyReason}
        </p>
      ) : null}
      {creationKinds ? (
        <form.AppField name="kind">{() => <KindField kinds={creationKinds} />}</form.AppField>
      ) : null}

      {kind ? (
        <>
          <Section title={t`Data`}>{kindFields()}</Section>

          <Section title={t`Description`}>
            {textField('display_name', t`Name`, { required: true })}
            {textField('codename', t`Codename`, {
              help: creating ? t`Left empty, it is made from the name.` : undefined,
            })}
            <form.AppField name="description">
              {(f) => <f.TextAreaField label={t`Description`} rows={3} />}
            </form.AppField>
            <div className="grid gap-4 sm:grid-cols-2">
              <form.AppField name="dataformat_id">
                {(f) => (
                  <f.SelectField
                    label={t`Data format`}
                    options={(formats.data ?? []).map((format) => ({
                      value: format.id,
                      label: format.label,
                    }))}
                  />
                )}
              </form.AppField>
              <form.AppField name="last_update">
                {(f) => <f.DateField label={t`Last update date`} />}
              </form.AppField>
            </div>
            <form.AppField name="hidden">
              {(f) => (
                <f.CheckboxField
                  label={t`Hidden resource`}
                  help={t`A hidden resource is not shown in the catalogue.`}
                />
              )}
            </form.AppField>
          </Section>

          <Section title={t`Geographic data`}>
            {hasCoordinateFields(kind) ? (
              <div className="grid gap-4 sm:grid-cols-3">
                {textField('column_x', t`X / Longitude column`, { required: coordinatesRequired })}
                {textField('column_y', t`Y / Latitude column`, { required: coordinatesRequired })}
                {textField('crs', t`Coordinate reference system`, {
                  required: coordinatesRequired,
                  help: t`An EPSG code, e.g. EPSG:4326 (WGS 84) or EPSG:2972 (RGFG95 / UTM 22N).`,
                })}
              </div>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              {textField('geographic_layer_label', t`Geographic layer label`)}
              {textField('geographic_layer_name', t`Geographic layer name`)}
            </div>
          </Section>

          <Section title={t`Data schema`}>
            <div className="grid gap-4 sm:grid-cols-3">
              {textField('data_schema_identifier', t`Data schema identifier`)}
              {textField('data_schema_version', t`Data schema version`)}
              {textField('data_schema_format', t`Data schema format`)}
            </div>
          </Section>
        </>
      ) : null}
    </FormShell>
  );
}
