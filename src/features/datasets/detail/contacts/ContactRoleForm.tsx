import { useLingui } from '@lingui/react/macro';
import type { Contact } from '../../../../api/contacts';
import type { ReferenceItem } from '../../../../api/referenceLists';
import type { ServerFieldErrors } from '../../../../ui/fields/fieldErrors';
import { FormShell } from '../../../../ui/form/FormShell';
import { useKitForm } from '../../../../ui/form/useKitForm';
import { type ContactRoleValues, contactRoleSchema } from './contactRoleSchema';

type ContactRoleFormProps = {
  idPrefix: string;
  /** The organisation's contacts to choose from. */
  contacts: readonly Contact[];
  contactsLoading?: boolean;
  roles: readonly ReferenceItem[];
  initialValues?: ContactRoleValues;
  submitLabel: string;
  onSubmit: (contact: Contact, role: ReferenceItem) => Promise<ServerFieldErrors | null>;
  onCancel: () => void;
};

const noChoice: ContactRoleValues = { contact: null, role: null };

/** Chooses one of the organisation's contacts and the role it holds on the dataset. */
export function ContactRoleForm({
  idPrefix,
  contacts,
  contactsLoading = false,
  roles,
  initialValues = noChoice,
  submitLabel,
  onSubmit,
  onCancel,
}: ContactRoleFormProps) {
  const { t, i18n } = useLingui();
  const { form, kit } = useKitForm({
    name: `contact-role-${idPrefix}`,
    idPrefix,
    initialValues,
    schema: contactRoleSchema(i18n),
    onSubmit: async (values) => {
      const contact = contacts.find((candidate) => candidate.id === values.contact);
      const role = roles.find((candidate) => candidate.id === values.role);
      return contact && role ? onSubmit(contact, role) : null;
    },
  });

  return (
    <FormShell form={form} kit={kit} submitLabel={submitLabel} onCancel={onCancel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="contact">
          {(field) => (
            <field.SelectField
              label={t`Contact`}
              required
              options={contacts.map((contact) => ({
                value: contact.id,
                label: `${contact.name} (${contact.email})`,
              }))}
              help={
                !contactsLoading && contacts.length === 0
                  ? t`The organisation has no contact yet: create one.`
                  : undefined
              }
            />
          )}
        </form.AppField>
        <form.AppField name="role">
          {(field) => (
            <field.SelectField
              label={t`Role on the dataset`}
              required
              options={roles.map((role) => ({ value: role.id, label: role.label }))}
            />
          )}
        </form.AppField>
      </div>
    </FormShell>
  );
}
