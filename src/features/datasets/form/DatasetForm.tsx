import { useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { Dataset } from '../../../api/datasets';
import { organisationQuery } from '../../../api/organisations';
import { DraftNotice } from '../../../app/drafts/DraftNotice';
import { type FormDraft, useFormDraft } from '../../../app/drafts/useFormDraft';
import { validateImageFile } from '../../../lib/validateFile';
import { Button } from '../../../ui/Button';
import { CheckboxGroupField } from '../../../ui/fields/CheckboxGroupField';
import { DateField } from '../../../ui/fields/DateField';
import { buildErrorSummary, type SummaryField } from '../../../ui/fields/errorSummary';
import { FormErrorSummary } from '../../../ui/fields/FormErrorSummary';
import { collectFieldErrors, mergeFieldErrors, type ServerFieldErrors } from '../../../ui/fields/fieldErrors';
import { RequiredFieldsNote } from '../../../ui/fields/RequiredFieldsNote';
import { SelectField } from '../../../ui/fields/SelectField';
import { TextAreaField } from '../../../ui/fields/TextAreaField';
import { TextField } from '../../../ui/fields/TextField';
import { fieldMessages, fileErrorMessage, formMessages, withValues } from '../../../ui/messages';
import { coverageError } from './coverageRules';
import { DescriptionField } from './DescriptionField';
import { type DatasetFormValues, datasetFormSchema, permissionLevels } from './datasetFormSchema';
import { KeywordsField } from './KeywordsField';
import { ParentDatasetField } from './ParentDatasetField';
import { type ThumbnailChange, ThumbnailField } from './ThumbnailField';
import { useDatasetFormOptions } from './useDatasetFormOptions';

export type DatasetSubmission = { values: DatasetFormValues; thumbnail: ThumbnailChange };

type DatasetFormProps = {
  /** The dataset being edited; null on the add screen. */
  dataset: Dataset | null;
  initialValues: DatasetFormValues;
  /** Saves; resolves with the server's field errors when it refused the values, null otherwise. */
  onSubmit: (submission: DatasetSubmission) => Promise<ServerFieldErrors | null>;
  /** Called once the person has changed something (a field or the thumbnail). */
  onEdited?: () => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      <div className="flex flex-col gap-4">{children}</div>
    </section>
  );
}

/** Every field of a dataset (specification section 3) with the rules of section 5. */
export function DatasetForm({ dataset, initialValues, onSubmit, onEdited }: DatasetFormProps) {
  const { t, i18n } = useLingui();
  const options = useDatasetFormOptions();
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const [thumbnail, setThumbnail] = useState<ThumbnailChange>({ file: null, remove: false });
  const thumbnailRef = useRef(thumbnail);
  thumbnailRef.current = thumbnail;
  const blocking = useRef(false);
  const schema = useMemo(
    () =>
      datasetFormSchema({
        required: () => i18n._(fieldMessages.required),
        invalidDate: () => i18n._(fieldMessages.invalidDate),
        invalidYear: () => t`Enter a year of four digits`,
        tooLong: (max) => i18n._(withValues(fieldMessages.tooLong, { max })),
        tooManyKeywords: (max) => t`Enter at most ${max} keywords`,
        keywordTooLong: (max) => t`Each keyword must have at most ${max} characters`,
        tooDeep: (max) =>
          t`The description nests elements more than ${max} levels deep: simplify its formatting`,
      }),
    [i18n, t],
  );
  // The draft reads `form` only after render, once it exists.
  const draft: FormDraft<DatasetFormValues> = useFormDraft('dataset', initialValues, () => form);
  const form = useForm({
    defaultValues: draft.values,
    validators: { onSubmit: schema },
    onSubmit: async ({ value }) => {
      // The rules the schema cannot see (coverage, thumbnail) also hold the submission back.
      if (blocking.current) return;
      setServerErrors(
        (await draft.saving(() => onSubmit({ values: value, thumbnail: thumbnailRef.current }))) ?? {},
      );
    },
  });
  const values = useStore(form.store, (state) => state.values);
  const fieldMeta = useStore(form.store, (state) => state.fieldMeta);
  const attempts = useStore(form.store, (state) => state.submissionAttempts);
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const edited =
    useStore(form.store, (state) => state.isDirty) || Boolean(thumbnail.file) || thumbnail.remove;
  useEffect(() => {
    if (edited) onEdited?.();
  }, [edited, onEdited]);

  const organisation = useQuery({
    ...organisationQuery(values.usergroup ?? 0),
    enabled: values.usergroup !== null && values.geographical_coverage === 'organisation',
    retry: false,
  });
  const coverage = coverageError(values.geographical_coverage, organisation.data?.jurisdiction, dataset);
  const coverageMessages = {
    noJurisdiction: t`The organisation is not linked to a territory: choose another coverage or link it to a jurisdiction.`,
    noGeoResource: t`The dataset has no geographic resource: coverage cannot be calculated on the data.`,
  };
  const thumbnailError = thumbnail.file ? validateImageFile(thumbnail.file) : null;
  const localErrors: ServerFieldErrors = {
    geographical_coverage: attempts > 0 && coverage ? coverageMessages[coverage] : undefined,
    thumbnail: thumbnailError
      ? fileErrorMessage(i18n, thumbnailError, { accept: 'image/jpeg,image/png', maxBytes: 2 * 1024 * 1024 })
      : undefined,
  };
  blocking.current = Boolean(coverage || thumbnailError);
  const errors = mergeFieldErrors(collectFieldErrors(fieldMeta), localErrors, serverErrors);
  const errorsOf = (name: string) => errors[name] ?? [];

  const summaryFields: SummaryField[] = [
    { name: 'display_name', id: 'dataset-display_name', label: t`Name` },
    { name: 'description', id: 'dataset-description', label: t`Description` },
    { name: 'tags', id: 'dataset-tags', label: t`Keywords` },
    { name: 'thumbnail', id: 'dataset-thumbnail', label: t`Thumbnail` },
    { name: 'topics', id: 'dataset-topics', label: t`Topics` },
    { name: 'kinds', id: 'dataset-kinds', label: t`Kinds` },
    { name: 'usergroup', id: 'dataset-usergroup', label: t`Organisation` },
    { name: 'geographical_coverage', id: 'dataset-geographical_coverage', label: t`Geographical coverage` },
    { name: 'publication_date', id: 'dataset-publication_date', label: t`Publication date` },
    { name: 'last_update_date', id: 'dataset-last_update_date', label: t`Last update date` },
    { name: 'update_frequency', id: 'dataset-update_frequency', label: t`Update frequency` },
    { name: 'creation_date', id: 'dataset-creation_date', label: t`Creation date` },
    { name: 'last_review_date', id: 'dataset-last_review_date', label: t`Last review date` },
    { name: 'vintage_year', id: 'dataset-vintage_year', label: t`Vintage year` },
  ];

  const clearServerError = (name: string) => setServerErrors(({ [name]: _, ...rest }) => rest);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <FormErrorSummary
        title={dataset ? undefined : i18n._(formMessages.fieldsNotFilledIn)}
        entries={buildErrorSummary(errors, summaryFields)}
        focusKey={attempts}
      />
      <RequiredFieldsNote />
      <DraftNotice draft={draft} />

      <Section title={t`Identification`}>
        <form.Field name="display_name">
          {(field) => (
            <TextField
              id="dataset-display_name"
              label={t`Name`}
              required
              value={field.state.value}
              onChange={(value) => {
                field.handleChange(value);
                clearServerError('display_name');
              }}
              onBlur={field.handleBlur}
              errors={errorsOf('display_name')}
            />
          )}
        </form.Field>
        <form.Field name="description">
          {(field) => (
            <DescriptionField
              id="dataset-description"
              value={field.state.value}
              editor={values.descriptionEditor}
              errors={errorsOf('description')}
              onChange={(value) => {
                field.handleChange(value);
                clearServerError('description');
              }}
              onEditorChange={(editor) => form.setFieldValue('descriptionEditor', editor)}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        <form.Field name="tags">
          {(field) => (
            <KeywordsField
              id="dataset-tags"
              label={t`Keywords`}
              required
              value={field.state.value}
              onChange={(value) => field.handleChange(value)}
              errors={errorsOf('tags')}
            />
          )}
        </form.Field>
        <ThumbnailField
          current={dataset?.thumbnail ?? null}
          value={thumbnail}
          onChange={setThumbnail}
          errors={errorsOf('thumbnail')}
        />
      </Section>

      <Section title={t`Classification`}>
        {(
          [
            ['topics', t`Topics`, options.topics, true],
            ['kinds', t`Kinds`, options.kinds, true],
            ['categories', t`Categories`, options.categories, false],
            ['restrictions', t`Restrictions`, options.restrictions, false],
          ] as const
        ).map(([name, label, choices, required]) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <CheckboxGroupField
                id={`dataset-${name}`}
                label={label}
                required={required}
                options={choices}
                value={field.state.value}
                onChange={(value) => field.handleChange(value)}
                errors={errorsOf(name)}
              />
            )}
          </form.Field>
        ))}
        {(
          [
            ['record_type', t`Record type`, options.recordTypes],
            ['license', t`Licence`, options.licenses],
            ['granularity', t`Geographical granularity`, options.granularities],
          ] as const
        ).map(([name, label, choices]) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <SelectField
                id={`dataset-${name}`}
                label={label}
                options={choices}
                value={field.state.value}
                onChange={(value) => field.handleChange(value)}
                errors={errorsOf(name)}
              />
            )}
          </form.Field>
        ))}
        <form.Field name="recommended_usage">
          {(field) => (
            <TextAreaField
              id="dataset-recommended_usage"
              label={t`Recommended usage`}
              rows={3}
              value={field.state.value}
              onChange={(value) => field.handleChange(value)}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
      </Section>

      <Section title={t`Organisation and territory`}>
        <form.Field name="usergroup">
          {(field) => (
            <SelectField
              id="dataset-usergroup"
              label={t`Organisation`}
              required
              options={options.organisations}
              value={field.state.value}
              onChange={(value) => {
                field.handleChange(value);
                clearServerError('usergroup');
              }}
              errors={errorsOf('usergroup')}
            />
          )}
        </form.Field>
        <form.Field name="geographical_coverage">
          {(field) => (
            <SelectField<'organisation' | 'data'>
              id="dataset-geographical_coverage"
              label={t`Geographical coverage`}
              emptyOption={t`Not specified`}
              options={[
                { value: 'organisation', label: t`Territory of the organisation` },
                { value: 'data', label: t`Calculated on the data` },
              ]}
              value={field.state.value}
              onChange={(value) => {
                field.handleChange(value);
                clearServerError('geographical_coverage');
              }}
              errors={errorsOf('geographical_coverage')}
            />
          )}
        </form.Field>
        <form.Field name="parent">
          {(field) => (
            <ParentDatasetField
              datasetId={dataset?.id ?? null}
              value={field.state.value}
              onChange={field.handleChange}
            />
          )}
        </form.Field>
      </Section>

      <Section title={t`Dates and updates`}>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {(
            [
              ['publication_date', t`Publication date`, true],
              ['last_update_date', t`Last update date`, true],
              ['creation_date', t`Creation date`, false],
              ['last_review_date', t`Last review date`, false],
            ] as const
          ).map(([name, label, required]) => (
            <form.Field key={name} name={name}>
              {(field) => (
                <DateField
                  id={`dataset-${name}`}
                  label={label}
                  required={required}
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
          ))}
          <form.Field name="update_frequency">
            {(field) => (
              <SelectField
                id="dataset-update_frequency"
                label={t`Update frequency`}
                required
                options={options.updateFrequencies}
                value={field.state.value}
                onChange={(value) => field.handleChange(value)}
                errors={errorsOf('update_frequency')}
              />
            )}
          </form.Field>
          <form.Field name="vintage_year">
            {(field) => (
              <TextField
                id="dataset-vintage_year"
                label={t`Vintage year`}
                inputMode="numeric"
                maxLength={4}
                value={field.state.value}
                onChange={(value) => field.handleChange(value)}
                onBlur={field.handleBlur}
                errors={errorsOf('vintage_year')}
              />
            )}
          </form.Field>
        </div>
        <form.Field name="constitution_mode">
          {(field) => (
            <TextField
              id="dataset-constitution_mode"
              label={t`Constitution mode`}
              value={field.state.value}
              onChange={(value) => field.handleChange(value)}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
      </Section>

      <Section title={t`Access`}>
        <form.Field name="default_permission_level">
          {(field) => (
            <SelectField
              id="dataset-default_permission_level"
              label={t`Default permission level`}
              emptyOption={false}
              options={permissionLevels.map((level) => ({
                value: level,
                label: permissionLevelLabel(level),
              }))}
              value={field.state.value}
              onChange={(value) => value && field.handleChange(value)}
            />
          )}
        </form.Field>
      </Section>

      <div className="flex justify-end gap-2">
        <Button type="submit" loading={submitting}>
          {dataset ? t`Save the dataset` : t`Create the dataset`}
        </Button>
      </div>
    </form>
  );

  function permissionLevelLabel(level: (typeof permissionLevels)[number]): string {
    switch (level) {
      case 'private':
        return t`Private`;
      case 'search':
        return t`Search`;
      case 'consultation':
        return t`Consultation`;
      default:
        return t`Download`;
    }
  }
}
