import { useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useEffect, useMemo, useState } from 'react';
import type { Indexer } from '../../api/indexers';
import { DraftNotice } from '../../app/drafts/DraftNotice';
import { type FormDraft, useFormDraft } from '../../app/drafts/useFormDraft';
import { Button } from '../../ui/Button';
import { buildErrorSummary, type SummaryField } from '../../ui/fields/errorSummary';
import { FieldShell } from '../../ui/fields/FieldShell';
import { FormErrorSummary } from '../../ui/fields/FormErrorSummary';
import { collectFieldErrors, mergeFieldErrors, type ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { controlClass } from '../../ui/fields/fieldStyles';
import { RequiredFieldsNote } from '../../ui/fields/RequiredFieldsNote';
import { SelectField } from '../../ui/fields/SelectField';
import { TextAreaField } from '../../ui/fields/TextAreaField';
import { TextField } from '../../ui/fields/TextField';
import { fieldMessages } from '../../ui/messages';
import {
  IDENTIFIER_VARIABLE,
  type IndexerFormMessages,
  type IndexerFormValues,
  indexerFormSchema,
  urlPatternError,
} from './indexerFormSchema';
import { missingIdentifierMessage } from './indexerMessages';
import { useIndexerFormOptions } from './useIndexerFormOptions';

type IndexerFormProps = {
  /** The indexer being edited; null on the new-indexer screen. */
  indexer: Indexer | null;
  initialValues: IndexerFormValues;
  /** Saves; resolves with the server's field errors when it refused the values, null otherwise. */
  onSubmit: (values: IndexerFormValues) => Promise<ServerFieldErrors | null>;
};

/** Every field of an indexer (specification section 3) with the rules of section 5. */
export function IndexerForm({ indexer, initialValues, onSubmit }: IndexerFormProps) {
  const { t, i18n } = useLingui();
  const options = useIndexerFormOptions(initialValues.usergroup_id ?? 0);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const messages = useMemo<IndexerFormMessages>(
    () => ({
      required: () => i18n._(fieldMessages.required),
      invalidUrl: () => i18n._(fieldMessages.invalidUrl),
      missingIdentifier: () => i18n._(missingIdentifierMessage),
    }),
    [i18n],
  );
  const schema = useMemo(() => indexerFormSchema(messages), [messages]);
  // The draft reads `form` only after render, once it exists.
  const draft: FormDraft<IndexerFormValues> = useFormDraft('indexer', initialValues, () => form);
  const form = useForm({
    defaultValues: draft.values,
    validators: { onSubmit: schema },
    onSubmit: async ({ value }) => setServerErrors((await draft.saving(() => onSubmit(value))) ?? {}),
  });
  const values = useStore(form.store, (state) => state.values);
  const fieldMeta = useStore(form.store, (state) => state.fieldMeta);
  const attempts = useStore(form.store, (state) => state.submissionAttempts);
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  // A new indexer starts with the first kind of catalogue once the kinds are known.
  const firstType = options.types[0]?.id;
  useEffect(() => {
    if (values.type === null && firstType !== undefined) form.setFieldValue('type', firstType);
  }, [values.type, firstType, form]);

  const errors = mergeFieldErrors(collectFieldErrors(fieldMeta), serverErrors);
  const errorsOf = (name: keyof IndexerFormValues) => errors[name] ?? [];
  const clearServerError = (name: string) => setServerErrors(({ [name]: _, ...rest }) => rest);
  const implementation = options.types.find((type) => type.id === values.type)?.implementation_type ?? '';
  const variable = IDENTIFIER_VARIABLE;

  const labels = {
    type: t`Type of catalogue`,
    name: t`Name`,
    description: t`Description`,
    url: t`Remote catalogue URL`,
    command: t`Command`,
    scheduler: t`Scheduler`,
    organisation_filter: t`Organisation filter`,
    url_pattern: t`URL pattern`,
    usergroup_id: t`User group`,
  } satisfies Record<keyof IndexerFormValues, string>;
  const summaryFields: SummaryField[] = Object.entries(labels).map(([name, label]) => ({
    name,
    id: `indexer-${name}`,
    label,
  }));

  const text = (
    name: 'name' | 'url' | 'command' | 'organisation_filter' | 'url_pattern',
    extra: { required?: boolean; type?: 'url'; help?: string } = {},
  ) => (
    <form.Field
      name={name}
      validators={
        name === 'url_pattern' ? { onChange: ({ value }) => urlPatternError(value, messages) } : undefined
      }
    >
      {(field) => (
        <TextField
          id={`indexer-${name}`}
          label={labels[name]}
          required={extra.required}
          type={extra.type}
          help={extra.help}
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

  return (
    <form
      noValidate
      aria-label={indexer ? t`Indexer settings` : t`New indexer`}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <DraftNotice draft={draft} />
      <FormErrorSummary entries={buildErrorSummary(errors, summaryFields)} focusKey={attempts} />
      <RequiredFieldsNote />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <form.Field name="type">
          {(field) => (
            <SelectField
              id="indexer-type"
              label={labels.type}
              emptyOption={false}
              options={options.typeOptions}
              value={field.state.value}
              onChange={(value) => {
                field.handleChange(value);
                clearServerError('type');
              }}
              errors={errorsOf('type')}
            />
          )}
        </form.Field>
        <FieldShell id="indexer-implementation_type" label={t`Implementation type`}>
          {(control) => (
            <input
              {...control}
              readOnly
              value={implementation}
              className={`${controlClass(false)} bg-slate-50`}
            />
          )}
        </FieldShell>
      </div>
      {text('name', { required: true })}
      <form.Field name="description">
        {(field) => (
          <TextAreaField
            id="indexer-description"
            label={labels.description}
            rows={3}
            value={field.state.value}
            onChange={(value) => field.handleChange(value)}
            onBlur={field.handleBlur}
            errors={errorsOf('description')}
          />
        )}
      </form.Field>
      {text('url', {
        required: true,
        type: 'url',
        help: t`The address of the remote catalogue (CKAN site or API, CSW service, OpenDataSoft portal, DCAT JSON feed).`,
      })}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {text('command', { required: true, help: t`The harvester's command, for example harvest.` })}
        <form.Field name="scheduler">
          {(field) => (
            <SelectField
              id="indexer-scheduler"
              label={labels.scheduler}
              required
              options={options.schedulers}
              value={field.state.value}
              onChange={(value) => {
                field.handleChange(value);
                clearServerError('scheduler');
              }}
              errors={errorsOf('scheduler')}
            />
          )}
        </form.Field>
      </div>
      {text('organisation_filter', {
        help: t`Harvest only the records of this organisation of the remote catalogue; leave empty for all.`,
      })}
      {text('url_pattern', {
        help: t`The public address of a harvested record, containing ${variable}, which is replaced by the record's identifier. Leave empty to link to the remote catalogue.`,
      })}
      <form.Field name="usergroup_id">
        {(field) => (
          <SelectField
            id="indexer-usergroup_id"
            label={labels.usergroup_id}
            required
            emptyOption={false}
            options={options.groups}
            value={field.state.value}
            onChange={(value) => {
              field.handleChange(value);
              clearServerError('usergroup_id');
            }}
            errors={errorsOf('usergroup_id')}
          />
        )}
      </form.Field>
      <div className="flex justify-end gap-2">
        <Button type="submit" loading={submitting}>
          {indexer ? t`Save the indexer` : t`Create the indexer`}
        </Button>
      </div>
    </form>
  );
}
