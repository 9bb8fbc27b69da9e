import { useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import * as v from 'valibot';
import type { Dataset } from '../../../api/datasets';
import { organisationQuery } from '../../../api/organisations';
import { Deferred } from '../../../ui/Deferred';
import type { ServerFieldErrors } from '../../../ui/fields/fieldErrors';
import { type ImageChange, imageChangeSchema, noImageChange } from '../../../ui/fields/imageChange';
import { FormShell } from '../../../ui/form/FormShell';
import { useKitForm } from '../../../ui/form/useKitForm';
import { fieldMessages, formMessages, withValues } from '../../../ui/messages';
import { coverageError, hasBounds } from './coverageRules';
import { DescriptionField } from './DescriptionField';
import { type DatasetFormValues, datasetFormSchema, permissionLevels } from './datasetFormSchema';
import { KeywordsField } from './KeywordsField';
import { ParentDatasetField } from './ParentDatasetField';
import { ThumbnailField } from './ThumbnailField';
import { useDatasetFormOptions } from './useDatasetFormOptions';

export type DatasetSubmission = { values: DatasetFormValues; thumbnail: ImageChange };

/** What the form holds: the dataset's fields and the change of its thumbnail, sent apart. */
type DatasetFormState = DatasetFormValues & { thumbnail: ImageChange };

/** The form's state, for what follows its values beside it (the metadata quality, issue 51). */
export type DatasetFormStore = ReturnType<typeof useKitForm<DatasetFormState>>['form']['store'];

type DatasetFormProps = {
  /** The dataset being edited; null on the add screen. */
  dataset: Dataset | null;
  initialValues: DatasetFormValues;
  /** Without the right to change the dataset, the form only shows it. */
  readOnly?: boolean;
  /** Saves; resolves with the server's field errors when it refused the values, null otherwise. */
  onSubmit: (submission: DatasetSubmission) => Promise<ServerFieldErrors | null>;
  /** Called once the person has changed something (a field or the thumbnail). */
  onEdited?: () => void;
  /** Shown after the form, following its values. */
  aside?: (store: DatasetFormStore) => ReactNode;
};

/**
 * One section of the form. A later one (`later`) shows its heading at once and builds its fields after
 * the sections before it, each in a task of its own: the whole form in one render was a task of 300–450
 * ms on a throttled phone (issue 49, bench measure 2, TBT of the dataset form).
 */
function Section({
  title,
  later = false,
  children,
}: {
  title: string;
  later?: boolean;
  children: ReactNode;
}) {
  const fields = <div className="flex flex-col gap-4">{children}</div>;
  return (
    <section className="mb-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {later ? <Deferred>{fields}</Deferred> : fields}
    </section>
  );
}

/** Every field of a dataset (specification section 3) with the rules of section 5. */
export function DatasetForm({
  dataset,
  initialValues,
  readOnly = false,
  onSubmit,
  onEdited,
  aside,
}: DatasetFormProps) {
  const { t, i18n } = useLingui();
  const options = useDatasetFormOptions(dataset);
  const schema = useMemo(() => {
    const fields = datasetFormSchema({
      required: () => i18n._(fieldMessages.required),
      invalidDate: () => i18n._(fieldMessages.invalidDate),
      invalidYear: () => t`Enter a year of four digits`,
      tooLong: (max) => i18n._(withValues(fieldMessages.tooLong, { max })),
      tooManyKeywords: (max) => t`Enter at most ${max} keywords`,
      keywordTooLong: (max) => t`Each keyword must have at most ${max} characters`,
      tooDeep: (max) =>
        t`The description nests elements more than ${max} levels deep: simplify its formatting`,
    });
    return v.config(v.object({ ...fields.entries, thumbnail: imageChangeSchema(i18n) }), {
      abortPipeEarly: true,
    });
  }, [i18n, t]);
  const startValues = useMemo(() => ({ ...initialValues, thumbnail: noImageChange }), [initialValues]);
  const { form, kit } = useKitForm<DatasetFormState>({
    name: 'dataset',
    initialValues: startValues,
    schema,
    readOnly,
    onSubmit: ({ thumbnail, ...values }) => onSubmit({ values, thumbnail }),
  });
  const edited = useStore(form.store, (state) => state.isDirty);
  useEffect(() => {
    if (edited) onEdited?.();
  }, [edited, onEdited]);

  // The coverage rules of section 5, checked on submission and, once tried, as the person changes it.
  const usergroup = useStore(form.store, (state) => state.values.usergroup);
  const coverage = useStore(form.store, (state) => state.values.geographical_coverage);
  // The owner may be a working group, which the organisations' read does not find (404): it has no
  // territory then, which the rule says; the page itself is not missing.
  const organisation = useQuery({
    ...organisationQuery(usergroup ?? 0),
    enabled: usergroup !== null && coverage === 'organisation',
    retry: false,
    meta: { absenceIsAnAnswer: true },
  });
  const coverageMessages = {
    noJurisdiction: t`The organisation is not linked to a territory: choose another coverage or link it to a jurisdiction.`,
    noGeoResource: t`The dataset has no geographic resource: coverage cannot be calculated on the data.`,
    noBounds: t`The dataset has no extent from a harvested record: choose another coverage.`,
  };
  const coverageRule = ({ value }: { value: DatasetFormValues['geographical_coverage'] }) => {
    const error = coverageError(value, organisation.data?.jurisdiction, dataset);
    return error ? coverageMessages[error] : undefined;
  };

  return (
    <>
      <FormShell
        form={form}
        kit={kit}
        submitLabel={dataset ? t`Save the dataset` : t`Create the dataset`}
        summaryTitle={dataset ? undefined : i18n._(formMessages.fieldsNotFilledIn)}
      >
        <Section title={t`Identification`}>
          <form.AppField name="display_name">{(f) => <f.TextField label={t`Name`} required />}</form.AppField>
          <form.AppField name="descriptionEditor">
            {(editor) => (
              <form.AppField name="description">
                {() => <DescriptionField editor={editor.state.value} onEditorChange={editor.handleChange} />}
              </form.AppField>
            )}
          </form.AppField>
          <form.AppField name="tags">{() => <KeywordsField label={t`Keywords`} required />}</form.AppField>
          <form.AppField name="thumbnail">
            {() => <ThumbnailField current={dataset?.thumbnail ?? null} />}
          </form.AppField>
        </Section>

        <Section title={t`Classification`} later>
          {(
            [
              ['topics', t`Topics`, options.topics, true],
              ['kinds', t`Kinds`, options.kinds, true],
              ['categories', t`Categories`, options.categories, false],
              ['restrictions', t`Restrictions`, options.restrictions, false],
            ] as const
          ).map(([name, label, choices, required]) => (
            <form.AppField key={name} name={name}>
              {(f) => <f.CheckboxGroupField label={label} required={required} options={choices} />}
            </form.AppField>
          ))}
          {(
            [
              ['record_type', t`Record type`, options.recordTypes],
              ['license', t`Licence`, options.licenses],
              ['granularity', t`Geographical granularity`, options.granularities],
            ] as const
          ).map(([name, label, choices]) => (
            <form.AppField key={name} name={name}>
              {(f) => <f.SelectField label={label} options={choices} />}
            </form.AppField>
          ))}
          <form.AppField name="recommended_usage">
            {(f) => <f.TextAreaField label={t`Recommended usage`} rows={3} />}
          </form.AppField>
        </Section>

        <Section title={t`Organisation and territory`} later>
          <form.AppField name="usergroup">
            {(f) => <f.SelectField label={t`Organisation`} required options={options.organisations} />}
          </form.AppField>
          <form.AppField
            name="geographical_coverage"
            validators={{
              onSubmit: coverageRule,
              // Once the person tried to save, the rule follows the coverage and the organisation.
              onChangeListenTo: ['usergroup'],
              onChange: (field) =>
                field.fieldApi.form.state.submissionAttempts > 0 && !organisation.isFetching
                  ? coverageRule(field)
                  : undefined,
            }}
          >
            {(f) => (
              <f.SelectField<'organisation' | 'data' | 'record'>
                label={t`Geographical coverage`}
                emptyOption={t`Not specified`}
                options={[
                  { value: 'organisation', label: t`Territory of the organisation` },
                  { value: 'data', label: t`Calculated on the data` },
                  // Offered only where a harvest kept the record's extent; a dataset already set to it
                  // keeps the option so that its value still reads.
                  ...(hasBounds(dataset) || initialValues.geographical_coverage === 'record'
                    ? [{ value: 'record' as const, label: t`From the harvested record` }]
                    : []),
                ]}
              />
            )}
          </form.AppField>
          <form.AppField name="parent">{() => <ParentDatasetField dataset={dataset} />}</form.AppField>
        </Section>

        <Section title={t`Dates and updates`} later>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {(
              [
                ['publication_date', t`Publication date`, true],
                ['last_update_date', t`Last update date`, true],
                ['creation_date', t`Creation date`, false],
                ['last_review_date', t`Last review date`, false],
              ] as const
            ).map(([name, label, required]) => (
              <form.AppField key={name} name={name}>
                {(f) => <f.DateField label={label} required={required} />}
              </form.AppField>
            ))}
            <form.AppField name="update_frequency">
              {(f) => (
                <f.SelectField label={t`Update frequency`} required options={options.updateFrequencies} />
              )}
            </form.AppField>
            <form.AppField name="vintage_year">
              {(f) => <f.TextField label={t`Vintage year`} inputMode="numeric" maxLength={4} />}
            </form.AppField>
          </div>
          <form.AppField name="constitution_mode">
            {(f) => <f.TextField label={t`Constitution mode`} />}
          </form.AppField>
        </Section>

        <Section title={t`Access`} later>
          <form.AppField name="default_permission_level">
            {(f) => (
              <f.SelectField
                label={t`Default permission level`}
                emptyOption={false}
                options={permissionLevels.map((level) => ({
                  value: level,
                  label: permissionLevelLabel(level),
                }))}
              />
            )}
          </form.AppField>
        </Section>
      </FormShell>
      {aside?.(form.store)}
    </>
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
