import { useLingui } from '@lingui/react/macro';
import type { ContactInput } from '../../api/contacts';
import type { ReferenceItem } from '../../api/referenceLists';
import type { ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { FormShell } from '../../ui/form/FormShell';
import { useKitForm } from '../../ui/form/useKitForm';
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
  /** Without the right to change the contact, the form only shows it. */
  readOnly?: boolean;
};

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
  readOnly = false,
}: ContactFormProps) {
  const { t, i18n } = useLingui();
  const { form, kit } = useKitForm({
    name: draftName,
    idPrefix,
    initialValues: { ...contactFormValues(), ...initialValues } as ContactFormValues,
    schema: contactSchema(i18n, { roleRequired }),
    readOnly,
    onSubmit: (values) => onSubmit(contactInputOf(values)),
  });

  return (
    <FormShell form={form} kit={kit} submitLabel={submitLabel} onCancel={onCancel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="name">
          {(field) => <field.TextField label={t`Name`} required autoComplete="off" />}
        </form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField label={t`Email`} type="email" required autoComplete="email" />}
        </form.AppField>
        <form.AppField name="phone">
          {(field) => <field.TextField label={t`Phone`} type="tel" autoComplete="tel" />}
        </form.AppField>
        <form.AppField name="position">
          {(field) => <field.TextField label={t`Position or service`} autoComplete="off" />}
        </form.AppField>
        <form.AppField name="usergroup">
          {(field) => (
            <field.SelectField
              label={t`Organisation or group`}
              options={usergroups.map((group) => ({ value: group.id, label: group.display_name }))}
              emptyOption={t`None`}
            />
          )}
        </form.AppField>
        <form.AppField name="role">
          {(field) => (
            <field.SelectField
              label={t`Role`}
              required={roleRequired}
              options={roles.map((role) => ({ value: role.id, label: role.label }))}
              emptyOption={roleRequired ? undefined : t`None`}
            />
          )}
        </form.AppField>
      </div>
    </FormShell>
  );
}
