import { useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { ResourceKind } from '../../../machines/resourceSave';
import { dataFormatsQuery } from '../../api/resources';
import { DraftNotice } from '../../app/drafts/DraftNotice';
import { type FormDraft, useFormDraft } from '../../app/drafts/useFormDraft';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/fields/CheckboxField';
import { DateField } from '../../ui/fields/DateField';
import { buildErrorSummary } from '../../ui/fields/errorSummary';
import { FormErrorSummary } from '../../ui/fields/FormErrorSummary';
import { collectFieldErrors, mergeFieldErrors, type ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { RequiredFieldsNote } from '../../ui/fields/RequiredFieldsNote';
import { SelectField } from '../../ui/fields/SelectField';
import { TextAreaField } from '../../ui/fields/TextAreaField';
import { TextField } from '../../ui/fields/TextField';
import { fieldMessages, formMessages } from '../../ui/messages';
import { KindChoice } from './KindChoice';
import { DatastoreTableView } from './kinds/DatastoreTableView';
import { FileUploadFields } from './kinds/FileUploadFields';
import { FtpFields, ftpSpaceQuery } from './kinds/FtpFields';
import { MapServerFields } from './kinds/MapServerFields';
import { useUtf8Check } from './kinds/useUtf8Check';
import { resourceSummaryFields, Section } from './resourceFormParts';
import {
  FILE_KINDS,
  hasCoordinateFields,
  type ResourceFormValues,
  resourceFormSchema,
} from './resourceFormSchema';
import { datastoreTableOf } from './resourceRel';

export type ResourceFormProps = {
  /** The kinds a new resource may be of; null when the resource exists (its kind is fixed). */
  creationKinds: readonly ResourceKind[] | null;
  initialValues: ResourceFormValues;
  usergroupId: number;
  /** The type-specific record of an existing resource. */
  kindId: number | null;
  /** The URI of an existing resource's data (its current file, table or layer). */
  dataUri: string | null;
  currentFileName: string | null;
  /** Why the person may look but not save (sFTP for superusers only), or null. */
  readOnlyReason: string | null;
  busy: boolean;
  /** Saves; resolves with the server's field messages when it refused the values, null otherwise. */
  onSubmit: (values: ResourceFormValues, hasFtpAccess: boolean) => Promise<ServerFieldErrors | null>;
  onCancel: () => void;
};

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
  dataUri,
  currentFileName,
  readOnlyReason,
  busy,
  onSubmit,
  onCancel,
}: ResourceFormProps) {
  const { t, i18n } = useLingui();
  const creating = creationKinds !== null;
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const schema = useMemo(
    () =>
      resourceFormSchema(
        {
          required: () => i18n._(fieldMessages.required),
          invalidUrl: () => i18n._(fieldMessages.invalidUrl),
          invalidDate: () => i18n._(fieldMessages.invalidDate),
          dataSchemaIncomplete: () => t`Give the identifier, the version and the format of the data schema`,
        },
        { creating },
      ),
    [i18n, t, creating],
  );
  const formats = useQuery(dataFormatsQuery(i18n.locale));
  const blocking = useRef(false);
  const ftpAccess = useRef(false);
  // The draft reads `form` only after render, once it exists.
  const draft: FormDraft<ResourceFormValues> = useFormDraft('resource', initialValues, () => form);
  const form = useForm({
    defaultValues: draft.values,
    validators: { onSubmit: schema },
    onSubmit: async ({ value }) => {
      // The file's encoding is checked outside the schema (it is read asynchronously).
      if (blocking.current) return;
      setServerErrors((await draft.saving(() => onSubmit(value, ftpAccess.current))) ?? {});
    },
  });
  const values = useStore(form.store, (state) => state.values);
  const fieldMeta = useStore(form.store, (state) => state.fieldMeta);
  const attempts = useStore(form.store, (state) => state.submissionAttempts);
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const kind = values.kind;
  const ftpSpace = useQuery({ ...ftpSpaceQuery(usergroupId), enabled: kind === 'ftp' && !readOnlyReason });
  ftpAccess.current = ftpSpace.data?.hasAccess ?? false;
  const utf8 = useUtf8Check(kind === 'file-upload' ? values.file : null);
  blocking.current = utf8.checking || utf8.problem !== null;
  // Shown on the field as soon as it is known, in the summary once the person tries to save.
  const localErrors: ServerFieldErrors = { file: attempts > 0 && utf8.problem ? [utf8.problem] : undefined };
  const errors = mergeFieldErrors(collectFieldErrors(fieldMeta), localErrors, serverErrors);
  const errorsOf = (name: string) => errors[name] ?? [];
  const clearServerError = (name: string) => setServerErrors(({ [name]: _, ...rest }) => rest);
  const coordinatesRequired = kind !== null && FILE_KINDS.includes(kind);
  const disabled = readOnlyReason !== null;

  /** A format whose extension is the file's, when none is chosen yet. */
  const formatOfFile = (file: File | null) => {
    const extension = file?.name.toLowerCase().split('.').pop();
    return formats.data?.find((format) => format.extension.toLowerCase() === extension)?.id ?? null;
  };

  type TextName =
    | 'display_name'
    | 'codename'
    | 'href'
    | 'column_x'
    | 'column_y'
    | 'geographic_layer_label'
    | 'geographic_layer_name'
    | 'data_schema_identifier'
    | 'data_schema_version'
    | 'data_schema_format';
  const textField = (
    name: TextName,
    label: string,
    options: { required?: boolean; help?: string; type?: 'url' } = {},
  ) => (
    <form.Field name={name}>
      {(field) => (
        <TextField
          id={`resource-${name}`}
          label={label}
          required={options.required}
          type={options.type}
          help={options.help}
          disabled={disabled}
          value={field.state.value}
          onChange={(value) => {
            field.handleChange(value);
            clearServerError(name);
          }}
          onBlur={field.handleBlur}
          errors={errorsOf(name)}
        />
      )}
    </form.Field>
  );

  const kindFields = () => {
    switch (kind) {
      case 'file-upload':
        return (
          <form.Field name="file">
            {(field) => (
              <FileUploadFields
                file={field.state.value}
                onChange={(file) => {
                  field.handleChange(file);
                  clearServerError('file');
                  if (file && form.getFieldValue('dataformat_id') === null) {
                    form.setFieldValue('dataformat_id', formatOfFile(file));
                  }
                }}
                creating={creating}
                currentFileName={currentFileName}
                utf8={utf8}
                errors={errorsOf('file')}
                disabled={disabled}
              />
            )}
          </form.Field>
        );
      case 'ftp':
        return (
          <form.Field name="ftp_path">
            {(field) => (
              <FtpFields
                usergroupId={usergroupId}
                ftpId={creating ? null : kindId}
                creating={creating}
                value={field.state.value}
                onChange={(path) => {
                  field.handleChange(path);
                  clearServerError('ftp_path');
                }}
                errors={errorsOf('ftp_path')}
                disabled={disabled}
              />
            )}
          </form.Field>
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
          <MapServerFields
            workspace={values.workspace}
            layer={values.layer}
            layerType={values.layer_type}
            onWorkspaceChange={(workspace) => {
              form.setFieldValue('workspace', workspace);
              clearServerError('workspace');
            }}
            onLayerChange={(layer) => {
              form.setFieldValue('layer', layer);
              clearServerError('layer');
            }}
            onLayerTypeChange={(layerType) => form.setFieldValue('layer_type', layerType)}
            errors={{ workspace: errorsOf('workspace'), layer: errorsOf('layer') }}
            disabled={disabled}
          />
        );
      case 'datastores':
        return <DatastoreTableView table={datastoreTableOf(dataUri)} uri={dataUri} />;
      case null:
        return null;
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <DraftNotice draft={draft} />
      <FormErrorSummary
        title={creating ? i18n._(formMessages.fieldsNotFilledIn) : undefined}
        entries={buildErrorSummary(errors, resourceSummaryFields(i18n))}
        focusKey={attempts}
      />
      {readOnlyReason ? (
        <p className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-900">
          {readOnlyReason}
        </p>
      ) : (
        <RequiredFieldsNote />
      )}
      {creationKinds ? (
        <form.Field name="kind">
          {(field) => (
            <KindChoice
              kinds={creationKinds}
              value={field.state.value}
              onChange={(next) => field.handleChange(next)}
              errors={errorsOf('kind')}
            />
          )}
        </form.Field>
      ) : null}

      {kind ? (
        <>
          <Section title={t`Data`}>{kindFields()}</Section>

          <Section title={t`Description`}>
            {textField('display_name', t`Name`, { required: true })}
            {textField('codename', t`Codename`, {
              help: creating ? t`Left empty, it is made from the name.` : undefined,
            })}
            <form.Field name="description">
              {(field) => (
                <TextAreaField
                  id="resource-description"
                  label={t`Description`}
                  rows={3}
                  disabled={disabled}
                  value={field.state.value}
                  onChange={(value) => field.handleChange(value)}
                  onBlur={field.handleBlur}
                  errors={errorsOf('description')}
                />
              )}
            </form.Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <form.Field name="dataformat_id">
                {(field) => (
                  <SelectField
                    id="resource-dataformat_id"
                    label={t`Data format`}
                    options={(formats.data ?? []).map((format) => ({
                      value: format.id,
                      label: format.label,
                    }))}
                    disabled={disabled}
                    value={field.state.value}
                    onChange={(value) => {
                      field.handleChange(value);
                      clearServerError('dataformat_id');
                    }}
                    errors={errorsOf('dataformat_id')}
                  />
                )}
              </form.Field>
              <form.Field name="last_update">
                {(field) => (
                  <DateField
                    id="resource-last_update"
                    label={t`Last update date`}
                    disabled={disabled}
                    value={field.state.value}
                    onChange={(value) => field.handleChange(value)}
                    onBlur={field.handleBlur}
                    errors={errorsOf('last_update')}
                  />
                )}
              </form.Field>
            </div>
            <form.Field name="hidden">
              {(field) => (
                <CheckboxField
                  id="resource-hidden"
                  label={t`Hidden resource`}
                  help={t`A hidden resource is not shown in the catalogue.`}
                  disabled={disabled}
                  checked={field.state.value}
                  onChange={(checked) => field.handleChange(checked)}
                />
              )}
            </form.Field>
          </Section>

          <Section title={t`Geographic data`}>
            {hasCoordinateFields(kind) ? (
              <div className="grid gap-4 sm:grid-cols-3">
                {textField('column_x', t`X / Longitude column`, { required: coordinatesRequired })}
                {textField('column_y', t`Y / Latitude column`, { required: coordinatesRequired })}
                <form.Field name="crs">
                  {(field) => (
                    <TextField
                      id="resource-crs"
                      label={t`Coordinate reference system`}
                      required={coordinatesRequired}
                      help={t`An EPSG code, e.g. EPSG:4326 (WGS 84) or EPSG:2972 (RGFG95 / UTM 22N).`}
                      disabled={disabled}
                      value={field.state.value}
                      onChange={(value) => {
                        field.handleChange(value);
                        clearServerError('crs');
                      }}
                      onBlur={field.handleBlur}
                      errors={errorsOf('crs')}
                    />
                  )}
                </form.Field>
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

      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t`Cancel`}
        </Button>
        {readOnlyReason ? null : (
          <Button type="submit" loading={busy || submitting || utf8.checking}>
            {creating ? t`Create the resource` : t`Save the resource`}
          </Button>
        )}
      </div>
    </form>
  );
}
