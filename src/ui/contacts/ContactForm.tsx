import { useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useState } from 'react';
import type { ContactInput } from '../../api/contacts';
import type { ReferenceItem } from '../../api/referenceLists';
import { DraftNotice } from '../../app/drafts/DraftNotice';
import { type FormDraft, useFormDraft } from '../../app/drafts/useFormDraft';
import { Button } from '../Button';
import { buildErrorSummary } from '../fields/errorSummary';
import { FormErrorSummary } from '../fields/FormErrorSummary';
import {
  collectFieldErrors,
  errorMessages,
  mergeFieldErrors,
  type ServerFieldErrors,
} from '../fields/fieldErrors';
import { RequiredFieldsNote } from '../fields/RequiredFieldsNote';
import { SelectField } from '../fields/SelectField';
import { TextField } from '../fields/TextField';
import { type ContactFormValues, contactFormValues, contactInputOf, contactSchema } from './contactSchema';

export type ContactFormProps = {
  /** Prefix of the fields' ids, unique on the page: the error summary links to them. */
  idPrefix: string;
  /**
   * The name of the form's draft, naming the contact edited (`contact-${idPrefix}` when absent): a draft
   * comes back in the form of the contact it was typed for, never in another's.
   */
  draftName?: string;
  /** The contact being changed, or defaults of a new one (its group, its role). */
  initialValues?: Partial<ContactFormValues>;
  /** The groups the contact may belong to (a dataset's contact: its organisation only). */
  usergroups: readonly { id: number; display_name: string }[];
  /** The contact-roles reference list. */
  roles: readonly ReferenceItem[];
  /** Makes the role required, when the contact is created to hold it on a dataset. */
  roleRequired?: boolean;
  submitLabel: string;
  /** Sends the contact; resolves with the server's field errors when it refused it, else null. */
  onSubmit: (input: ContactInput) => Promise<ServerFieldErrors | null>;
  onCancel?: () => void;
};

type FieldName = keyof ContactFormValues;

/**
 * The contact form (name, email, phone, position or service, group, role), one for every screen that
 * creates or changes contacts: a dataset's contacts and the accounts screens. It holds the rules
 * (contactSchema) and shows the server's field errors beside their fields like its own.
 */
export function ContactForm({
  idPrefix,
  draftName = `contact-${idPrefix}`,
  initialValues,
  usergroups,
  roles,
  roleRequired = false,
  submitLabel,
  onSubmit,
  onCancel,
}: ContactFormProps) {
  const { t, i18n } = useLingui();
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  // The draft reads `form` only after render, once it exists.
  const draft: FormDraft<ContactFormValues> = useFormDraft(
    draftName,
    { ...contactFormValues(), ...initialValues } as ContactFormValues,
    () => form,
  );
  const form = useForm({
    defaultValues: draft.values,
    validators: { onSubmit: contactSchema(i18n, { roleRequired }) },
    onSubmit: async ({ value }) =>
      setServerErrors((await draft.saving(() => onSubmit(contactInputOf(value)))) ?? {}),
  });
  const fieldMeta = useStore(form.store, (state) => state.fieldMeta);
  const attempts = useStore(form.store, (state) => state.submissionAttempts);
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  const id = (name: FieldName) => `${idPrefix}-${name}`;
  const labels: Record<FieldName, string> = {
    name: t`Name`,
    email: t`Email`,
    phone: t`Phone`,
    position: t`Position or service`,
    usergroup: t`Organisation or group`,
    role: t`Role`,
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

  const text = (name: 'name' | 'email' | 'phone' | 'position', type: 'text' | 'email' | 'tel' = 'text') => (
    <form.Field name={name}>
      {(field) => (
        <TextField
          id={id(name)}
          label={labels[name]}
          type={type}
          required={name === 'name' || name === 'email'}
          autoComplete={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'off'}
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
      <RequiredFieldsNote />
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name')}
        {text('email', 'email')}
        {text('phone', 'tel')}
        {text('position')}
        <form.Field name="usergroup">
          {(field) => (
            <SelectField
              id={id('usergroup')}
              label={labels.usergroup}
              options={usergroups.map((group) => ({ value: group.id, label: group.display_name }))}
              emptyOption={t`None`}
              value={field.state.value}
              onChange={(value) => {
                field.handleChange(value);
                changed('usergroup');
              }}
              onBlur={field.handleBlur}
              errors={errorsOf('usergroup', field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="role">
          {(field) => (
            <SelectField
              id={id('role')}
              label={labels.role}
              required={roleRequired}
              options={roles.map((role) => ({ value: role.id, label: role.label }))}
              emptyOption={roleRequired ? undefined : t`None`}
              value={field.state.value}
              onChange={(value) => {
                field.handleChange(value);
                changed('role');
              }}
              onBlur={field.handleBlur}
              errors={errorsOf('role', field.state.meta.errors)}
            />
          )}
        </form.Field>
      </div>
      <div className="mt-6 flex justify-end gap-2">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        ) : null}
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
