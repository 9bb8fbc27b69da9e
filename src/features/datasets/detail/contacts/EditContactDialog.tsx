import { useLingui } from '@lingui/react/macro';
import type { Contact } from '../../../../api/contacts';
import type { Dataset } from '../../../../api/datasets';
import type { ReferenceItem } from '../../../../api/referenceLists';
import { ContactForm } from '../../../../domain/contacts/ContactForm';
import { contactFormValues } from '../../../../domain/contacts/contactSchema';
import { FormDialog } from '../../../../ui/FormDialog';
import type { useContactRoleActions } from './useContactRoleActions';

type EditContactDialogProps = {
  /** The contact being changed; null when the dialog is closed. */
  contact: Contact | null;
  onClose: () => void;
  dataset: Pick<Dataset, 'usergroup' | 'usergroup_display_name'>;
  roles: readonly ReferenceItem[];
  actions: ReturnType<typeof useContactRoleActions>;
};

/** Changes a contact's own details (name, email, phone...) with the shared contact form. */
export function EditContactDialog({ contact, onClose, dataset, roles, actions }: EditContactDialogProps) {
  const { t } = useLingui();
  const name = contact?.name ?? '';
  const groupId = contact?.usergroup ?? null;
  const usergroups = [{ id: dataset.usergroup, display_name: dataset.usergroup_display_name }];
  // A contact of another group keeps its group, named by its id as the dataset does not name it.
  if (groupId !== null && groupId !== dataset.usergroup) {
    usergroups.push({ id: groupId, display_name: t`Group ${groupId}` });
  }
  return (
    <FormDialog open={contact !== null} title={t`Edit the contact ${name}`} onClose={onClose}>
      {contact ? (
        <ContactForm
          idPrefix="edit-contact"
          draftName={`contact-dataset-contact-${contact.id}`}
          initialValues={contactFormValues(contact)}
          usergroups={usergroups}
          roles={roles}
          submitLabel={t`Save`}
          onSubmit={async (input) => {
            const errors = await actions.editContact(contact.id, input);
            if (errors === null) onClose();
            return errors;
          }}
          onCancel={onClose}
        />
      ) : null}
    </FormDialog>
  );
}
