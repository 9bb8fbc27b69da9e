import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Contact } from '../../../../api/contacts';
import type { Dataset } from '../../../../api/datasets';
import type { ReferenceItem } from '../../../../api/referenceLists';
import { ContactForm } from '../../../../domain/contacts/ContactForm';
import { FormDialog } from '../../../../ui/FormDialog';
import { ContactRoleForm } from './ContactRoleForm';
import type { useContactRoleActions } from './useContactRoleActions';

type AddContactDialogProps = {
  open: boolean;
  onClose: () => void;
  dataset: Pick<Dataset, 'usergroup' | 'usergroup_display_name'>;
  contacts: readonly Contact[];
  contactsLoading: boolean;
  roles: readonly ReferenceItem[];
  actions: ReturnType<typeof useContactRoleActions>;
};

/** Adds a contact with a role: one of the organisation's contacts, or a new one made with the contact form. */
export function AddContactDialog({ open, onClose, ...content }: AddContactDialogProps) {
  const { t } = useLingui();
  return (
    <FormDialog open={open} title={t`Add a contact`} onClose={onClose}>
      {open ? <AddContactContent onClose={onClose} {...content} /> : null}
    </FormDialog>
  );
}

function AddContactContent({
  onClose,
  dataset,
  contacts,
  contactsLoading,
  roles,
  actions,
}: Omit<AddContactDialogProps, 'open'>) {
  const { t } = useLingui();
  const name = useId();
  const [mode, setMode] = useState<'existing' | 'new'>(
    !contactsLoading && contacts.length === 0 ? 'new' : 'existing',
  );
  const organisation = dataset.usergroup_display_name;
  const closeWhenDone = (errors: Awaited<ReturnType<typeof actions.attach>>) => {
    if (errors === null) onClose();
    return errors;
  };

  return (
    <>
      <fieldset className="mb-4">
        <legend className="mb-2 font-medium text-slate-900">{t`Contact to add`}</legend>
        <div className="flex flex-wrap gap-4">
          {(
            [
              ['existing', t`A contact of ${organisation}`],
              ['new', t`A new contact`],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="inline-flex items-center gap-2 text-slate-900">
              <input
                type="radio"
                name={name}
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                className="h-4 w-4 accent-blue-700"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'existing' ? (
        <ContactRoleForm
          idPrefix="add-contact-role"
          contacts={contacts}
          contactsLoading={contactsLoading}
          roles={roles}
          submitLabel={t`Add`}
          onSubmit={async (contact, role) => closeWhenDone(await actions.attach(contact, role.id))}
          onCancel={onClose}
        />
      ) : (
        <ContactForm
          idPrefix="new-contact"
          usergroups={[{ id: dataset.usergroup, display_name: organisation }]}
          initialValues={{ usergroup: dataset.usergroup }}
          roles={roles}
          roleRequired
          submitLabel={t`Create and add`}
          onSubmit={async (input) => {
            // The form requires the role (roleRequired), so it is set here.
            if (input.role == null) return null;
            return closeWhenDone(await actions.createAndAttach({ ...input, role: input.role }));
          }}
          onCancel={onClose}
        />
      )}
    </>
  );
}
