import { useLingui } from '@lingui/react/macro';
import type { Contact } from '../../../../api/contacts';
import type { DatasetContactRole } from '../../../../api/datasets';
import type { ReferenceItem } from '../../../../api/referenceLists';
import { FormDialog } from '../../../../ui/FormDialog';
import { ContactRoleForm } from './ContactRoleForm';
import type { useContactRoleActions } from './useContactRoleActions';

type ChangeContactRoleDialogProps = {
  /** The attachment being changed; null when the dialog is closed. */
  attachment: DatasetContactRole | null;
  onClose: () => void;
  contacts: readonly Contact[];
  roles: readonly ReferenceItem[];
  actions: ReturnType<typeof useContactRoleActions>;
};

/** Changes which contact holds a role on the dataset, or the role it holds. */
export function ChangeContactRoleDialog({
  attachment,
  onClose,
  contacts,
  roles,
  actions,
}: ChangeContactRoleDialogProps) {
  const { t } = useLingui();
  const name = attachment?.contact.name ?? '';
  // The attached contact may belong to another group than the dataset's organisation: keep it choosable.
  const choices =
    attachment && !contacts.some((contact) => contact.id === attachment.contact.id)
      ? [attachment.contact, ...contacts]
      : contacts;
  return (
    <FormDialog open={attachment !== null} title={t`Change the role of ${name}`} onClose={onClose}>
      {attachment ? (
        <ContactRoleForm
          idPrefix="change-contact-role"
          contacts={choices}
          roles={roles}
          initialValues={{ contact: attachment.contact.id, role: attachment.role }}
          submitLabel={t`Save`}
          onSubmit={async (contact, role) => {
            const errors = await actions.change(attachment, contact, role.id, role.label);
            if (errors === null) onClose();
            return errors;
          }}
          onCancel={onClose}
        />
      ) : null}
    </FormDialog>
  );
}
