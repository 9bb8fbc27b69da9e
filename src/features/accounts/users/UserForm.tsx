import { useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useState } from 'react';
import type { UserInput } from '../../../api/users';
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
import { SelectField, type SelectOption } from '../../../ui/fields/SelectField';
import { TextAreaField } from '../../../ui/fields/TextAreaField';
import { TextField } from '../../../ui/fields/TextField';
import { type UserFormValues, userFormSchema, userInputOf } from './userForm';

type UserFormProps = {
  initialValues: UserFormValues;
  /** The user-status reference list as choices, sorted by label. */
  statusOptions: readonly SelectOption<number>[];
  /** Only a superuser may grant or remove the superuser status. */
  canGrantSuperuser: boolean;
  /** The status is shown, not offered: one's own account outside the reach of one's administration. */
  statusLocked?: boolean;
  submitLabel: string;
  /** Sends the user; resolves with the server's field errors when it refused them, else null. */
  onSubmit: (input: UserInput) => Promise<ServerFieldErrors | null>;
};

type FieldName = keyof UserFormValues;
type TextName = 'last_name' | 'first_name' | 'email' | 'username' | 'phone' | 'additional_id';

const REQUIRED: ReadonlySet<FieldName> = new Set(['last_name', 'first_name', 'email']);

/**
 * The user form: every writable field of a User, the rules of section 5 (required last name, first
 * name and email; the additional ID's characters), and the server's field errors beside their fields.
 */
export function UserForm({
  initialValues,
  statusOptions,
  canGrantSuperuser,
  statusLocked = false,
  submitLabel,
  onSubmit,
}: UserFormProps) {
  const { t, i18n } = useLingui();
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  // The draft reads `form` only after render, once it exists.
  const draft: FormDraft<UserFormValues> = useFormDraft('user', initialValues, () => form);
  const form = useForm({
    defaultValues: draft.values,
    validators: { onSubmit: userFormSchema(i18n) },
    onSubmit: async ({ value }) =>
      setServerErrors((await draft.saving(() => onSubmit(userInputOf(value)))) ?? {}),
  });
  const fieldMeta = useStore(form.store, (state) => state.fieldMeta);
  const attempts = useStore(form.store, (state) => state.submissionAttempts);
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  const id = (name: FieldName) => `user-${name}`;
  const labels: Record<FieldName, string> = {
    last_name: t`Last name`,
    first_name: t`First name`,
    email: t`Email`,
    username: t`Username`,
    phone: t`Phone`,
    additional_id: t`Additional ID`,
    status: t`Status`,
    registration_reason: t`Reason for registration`,
    email_notification: t`Receives email notifications`,
    is_superuser: t`Superuser`,
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

  const text = (name: TextName, options: { type?: 'text' | 'email' | 'tel'; help?: string } = {}) => (
    <form.Field name={name}>
      {(field) => (
        <TextField
          id={id(name)}
          label={labels[name]}
          type={options.type}
          help={options.help}
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

  const checkbox = (name: 'email_notification' | 'is_superuser', disabled = false) => (
    <form.Field name={name}>
      {(field) => (
        <CheckboxField
          id={id(name)}
          label={labels[name]}
          disabled={disabled}
          help={disabled ? t`Only a superuser may change this.` : undefined}
          checked={field.state.value}
          onChange={(checked) => {
            field.handleChange(checked);
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
        {text('last_name')}
        {text('first_name')}
        {text('email', { type: 'email' })}
        {text('username', { help: t`Left empty, the email address is used.` })}
        {text('phone', { type: 'tel' })}
        {text('additional_id', { help: t`Letters, digits and @ . + - _ only.` })}
        <form.Field name="status">
          {(field) => (
            <SelectField
              id={id('status')}
              label={labels.status}
              options={statusOptions}
              disabled={statusLocked}
              help={
                statusLocked
                  ? t`Only an administrator of all your groups or a superuser may change your status.`
                  : undefined
              }
              value={field.state.value}
              onChange={(value) => {
                field.handleChange(value);
                changed('status');
              }}
              onBlur={field.handleBlur}
              errors={errorsOf('status', field.state.meta.errors)}
            />
          )}
        </form.Field>
        <div className="sm:col-span-2">
          <form.Field name="registration_reason">
            {(field) => (
              <TextAreaField
                id={id('registration_reason')}
                label={labels.registration_reason}
                rows={3}
                value={field.state.value}
                onChange={(value) => {
                  field.handleChange(value);
                  changed('registration_reason');
                }}
                onBlur={field.handleBlur}
                errors={errorsOf('registration_reason', field.state.meta.errors)}
              />
            )}
          </form.Field>
        </div>
        {checkbox('email_notification')}
        {checkbox('is_superuser', !canGrantSuperuser)}
      </div>
      <div className="mt-6 flex gap-3">
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
