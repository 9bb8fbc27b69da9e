import { useLingui } from '@lingui/react/macro';
import type { UserInput } from '../../../api/users';
import type { ServerFieldErrors } from '../../../ui/fields/fieldErrors';
import type { SelectOption } from '../../../ui/fields/SelectField';
import { FormShell } from '../../../ui/form/FormShell';
import { useKitForm } from '../../../ui/form/useKitForm';
import { type UserFormValues, userFormSchema, userInputOf } from './userForm';

type UserFormProps = {
  initialValues: UserFormValues;
  /** The user-status reference list as choices, sorted by label. */
  statusOptions: readonly SelectOption<number>[];
  /** Only a superuser may grant or remove the superuser status. */
  canGrantSuperuser: boolean;
  /** The status is shown, not offered: one's own account outside the reach of one's administration. */
  statusLocked?: boolean;
  /** Without the right to change the account, the form only shows it. */
  readOnly?: boolean;
  submitLabel: string;
  /** Sends the user; resolves with the server's field errors when it refused them, else null. */
  onSubmit: (input: UserInput) => Promise<ServerFieldErrors | null>;
};

/**
 * The user form: every writable field of a User, the rules of section 5 (required last name, first
 * name and email; the additional ID's characters), and the server's field errors beside their fields.
 */
export function UserForm({
  initialValues,
  statusOptions,
  canGrantSuperuser,
  statusLocked = false,
  readOnly = false,
  submitLabel,
  onSubmit,
}: UserFormProps) {
  const { t, i18n } = useLingui();
  const { form, kit } = useKitForm({
    name: 'user',
    initialValues,
    schema: userFormSchema(i18n),
    readOnly,
    onSubmit: (values) => onSubmit(userInputOf(values)),
  });
  const superuserOnly = readOnly ? undefined : t`Only a superuser may change this.`;

  return (
    <FormShell form={form} kit={kit} submitLabel={submitLabel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="last_name">
          {(field) => <field.TextField label={t`Last name`} required autoComplete="off" />}
        </form.AppField>
        <form.AppField name="first_name">
          {(field) => <field.TextField label={t`First name`} required autoComplete="off" />}
        </form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField label={t`Email`} type="email" required autoComplete="off" />}
        </form.AppField>
        <form.AppField name="username">
          {(field) => (
            <field.TextField
              label={t`Username`}
              help={t`Left empty, the email address is used.`}
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name="phone">
          {(field) => <field.TextField label={t`Phone`} type="tel" autoComplete="off" />}
        </form.AppField>
        <form.AppField name="additional_id">
          {(field) => (
            <field.TextField
              label={t`Additional ID`}
              help={t`Letters, digits and @ . + - _ only.`}
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name="status">
          {(field) => (
            <field.SelectField
              label={t`Status`}
              options={statusOptions}
              disabled={statusLocked}
              help={
                statusLocked && !readOnly
                  ? t`Only an administrator of all your groups or a superuser may change your status.`
                  : undefined
              }
            />
          )}
        </form.AppField>
        <div className="sm:col-span-2">
          <form.AppField name="registration_reason">
            {(field) => <field.TextAreaField label={t`Reason for registration`} rows={3} />}
          </form.AppField>
        </div>
        <form.AppField name="email_notification">
          {(field) => <field.CheckboxField label={t`Receives email notifications`} />}
        </form.AppField>
        <form.AppField name="is_superuser">
          {(field) => (
            <field.CheckboxField
              label={t`Superuser`}
              disabled={!canGrantSuperuser}
              help={canGrantSuperuser ? undefined : superuserOnly}
            />
          )}
        </form.AppField>
      </div>
    </FormShell>
  );
}
