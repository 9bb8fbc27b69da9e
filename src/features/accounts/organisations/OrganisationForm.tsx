import { useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { DraftNotice } from '../../../app/drafts/DraftNotice';
import { type FormDraft, useFormDraft } from '../../../app/drafts/useFormDraft';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/fields/CheckboxField';
import { buildErrorSummary } from '../../../ui/fields/errorSummary';
import { FormErrorSummary } from '../../../ui/fields/FormErrorSummary';
import {
  collectFieldErrors,
  errorMessages,
  mergeFieldErrors,
  type ServerFieldErrors,
} from '../../../ui/fields/fieldErrors';
import { RequiredFieldsNote } from '../../../ui/fields/RequiredFieldsNote';
import { SelectField } from '../../../ui/fields/SelectField';
import { TextAreaField } from '../../../ui/fields/TextAreaField';
import { TextField } from '../../../ui/fields/TextField';
import { ImageField } from '../groups/ImageField';
import { noImageChange } from '../groups/imageChange';
import { type OrganisationFormValues, organisationFormSchema } from './organisationForm';
import type { OrganisationFormOptions } from './useOrganisationFormOptions';

export type OrganisationFormProps = {
  initialValues: OrganisationFormValues;
  /** URL of the current logo. */
  currentLogo?: string | null;
  options: OrganisationFormOptions;
  /** Only a superuser may change an organisation's status and partnership. */
  superuser: boolean;
  /** Without the right to change the organisation, the form only shows it. */
  readOnly?: boolean;
  submitLabel: string;
  /** Saves the values; resolves with the server's field errors when it refused them, else null. */
  onSubmit: (values: OrganisationFormValues) => Promise<ServerFieldErrors | null>;
};

type FieldName = keyof OrganisationFormValues;
type TextName = 'display_name' | 'acronym' | 'siret' | 'phone' | 'website';

const REQUIRED: ReadonlySet<FieldName> = new Set(['display_name', 'organisation_type']);

/**
 * The organisation form: every writable field of an Organisation and its logo, with the rules of section 5
 * (display name and type required, phone digits only, logo JPG or PNG of at most 2 MB) and the server's
 * field errors beside their fields.
 */
export function OrganisationForm({
  initialValues,
  currentLogo = null,
  options,
  superuser,
  readOnly = false,
  submitLabel,
  onSubmit,
}: OrganisationFormProps) {
  const { t, i18n } = useLingui();
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  // The draft reads `form` only after render, once it exists.
  const draft: FormDraft<OrganisationFormValues> = useFormDraft('organisation', initialValues, () => form);
  const form = useForm({
    defaultValues: draft.values,
    validators: { onSubmit: organisationFormSchema(i18n) },
    onSubmit: async ({ value, formApi }) => {
      const errors = await draft.saving(() => onSubmit(value));
      setServerErrors(errors ?? {});
      // Once saved, the chosen logo is the organisation's: sending the form again must not send it twice.
      if (!errors) formApi.setFieldValue('logo', noImageChange);
    },
  });
  const fieldMeta = useStore(form.store, (state) => state.fieldMeta);
  const attempts = useStore(form.store, (state) => state.submissionAttempts);
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  const id = (name: FieldName) => `organisation-${name}`;
  const labels: Record<FieldName, string> = {
    display_name: t`Name`,
    organisation_type: t`Organisation type`,
    acronym: t`Acronym`,
    siret: t`SIRET number`,
    website: t`Website`,
    description: t`Description`,
    phone: t`Phone`,
    postal_address: t`Postal address`,
    jurisdiction: t`Jurisdiction`,
    partnership: t`Partner organisation`,
    status: t`Status`,
    logo: t`Logo`,
  };
  const summaryFields = (Object.keys(labels) as FieldName[]).map((name) => ({
    name,
    id: id(name),
    label: labels[name],
  }));
  const errorsOf = (name: FieldName, clientErrors: readonly unknown[]) =>
    mergeFieldErrors({ [name]: errorMessages(clientErrors) }, { [name]: serverErrors[name] })[name];
  // A server complaint about a field no longer holds once the person changes it.
  const changed = (name: FieldName) => setServerErrors(({ [name]: _, ...rest }) => rest);
  const superuserOnly = superuser || readOnly ? undefined : t`Only a superuser may change this.`;

  const text = (name: TextName, extra: { type?: 'text' | 'tel' | 'url'; help?: string } = {}) => (
    <form.Field name={name}>
      {(field) => (
        <TextField
          id={id(name)}
          label={labels[name]}
          type={extra.type}
          help={extra.help}
          required={REQUIRED.has(name)}
          autoComplete="off"
          value={field.state.value}
          onChange={(value) => {
            field.handleChange(value);
            changed(name);
          }}
          onBlur={field.handleBlur}
          errors={errorsOf(name, field.state.meta.errors)}
        />
      )}
    </form.Field>
  );

  const textArea = (name: 'description' | 'postal_address') => (
    <form.Field name={name}>
      {(field) => (
        <TextAreaField
          id={id(name)}
          label={labels[name]}
          rows={3}
          value={field.state.value}
          onChange={(value) => {
            field.handleChange(value);
            changed(name);
          }}
          onBlur={field.handleBlur}
          errors={errorsOf(name, field.state.meta.errors)}
        />
      )}
    </form.Field>
  );

  const select = (
    name: 'organisation_type' | 'jurisdiction' | 'status',
    choices: OrganisationFormOptions[keyof OrganisationFormOptions],
    extra: { emptyOption?: string | false; disabled?: boolean; help?: string } = {},
  ) => (
    <form.Field name={name}>
      {(field) => (
        <SelectField
          id={id(name)}
          label={labels[name]}
          required={REQUIRED.has(name)}
          options={choices}
          emptyOption={extra.emptyOption}
          disabled={extra.disabled}
          help={extra.help}
          value={field.state.value}
          onChange={(value) => {
            field.handleChange(value);
            changed(name);
          }}
          onBlur={field.handleBlur}
          errors={errorsOf(name, field.state.meta.errors)}
        />
      )}
    </form.Field>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void form.handleSubmit();
      }}
    >
      <DraftNotice draft={draft} />
      <FormErrorSummary
        entries={buildErrorSummary(
          mergeFieldErrors(collectFieldErrors(fieldMeta), serverErrors),
          summaryFields,
        )}
        focusKey={attempts}
      />
      {readOnly ? null : <RequiredFieldsNote />}
      <fieldset disabled={readOnly} className="grid gap-4 sm:grid-cols-2">
        {text('display_name')}
        {text('acronym')}
        {select('organisation_type', options.types)}
        {text('siret', { help: t`14 digits.` })}
        {text('phone', { type: 'tel', help: t`Digits only.` })}
        {text('website', { type: 'url', help: t`For example https://www.example.org` })}
        {select('jurisdiction', options.jurisdictions, { emptyOption: t`Not linked to a territory` })}
        {select('status', options.statuses, { disabled: !superuser, help: superuserOnly })}
        <div className="sm:col-span-2">{textArea('postal_address')}</div>
        <div className="sm:col-span-2">{textArea('description')}</div>
        <form.Field name="partnership">
          {(field) => (
            <CheckboxField
              id={id('partnership')}
              label={labels.partnership}
              disabled={!superuser}
              help={superuserOnly}
              checked={field.state.value}
              onChange={(checked) => {
                field.handleChange(checked);
                changed('partnership');
              }}
              onBlur={field.handleBlur}
              errors={errorsOf('partnership', field.state.meta.errors)}
            />
          )}
        </form.Field>
        <div className="sm:col-span-2">
          <form.Field name="logo">
            {(field) => (
              <ImageField
                id={id('logo')}
                label={labels.logo}
                current={currentLogo}
                disabled={readOnly}
                value={field.state.value}
                onChange={(value) => {
                  field.handleChange(value);
                  changed('logo');
                }}
                errors={errorsOf('logo', field.state.meta.errors)}
              />
            )}
          </form.Field>
        </div>
      </fieldset>
      {readOnly ? null : (
        <div className="mt-6 flex gap-3">
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
