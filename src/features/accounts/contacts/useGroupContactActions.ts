import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type Contact, type ContactInput, deleteContactMutation } from '../../../api/contacts';
import { useContactSave } from '../../../domain/contacts/useContactSave';
import { notify } from '../../../notifications/notificationStore';
import { useGlobalModals } from '../../../shell/modals/globalModals';
import type { ServerFieldErrors } from '../../../ui/fields/fieldErrors';

/**
 * What the contacts table of a group does: create a contact, change one (a failure says 'Error during
 * update of contact', through the shared useContactSave), delete one after confirmation. Creating and
 * changing resolve with the server's field errors for the form, or null once done.
 */
export function useGroupContactActions() {
  const { t } = useLingui();
  const { confirm } = useGlobalModals();
  const contactSave = useContactSave();
  // The confirmation modal shows a failure itself: no toast on top of it.
  const deletion = useMutation({ ...deleteContactMutation(), meta: { errorsShownByScreen: true } });

  async function create(input: ContactInput): Promise<ServerFieldErrors | null> {
    const saved = await contactSave.save(input);
    if (!saved.contact) return saved.errors;
    const name = saved.contact.name;
    notify('success', [t`The contact ${name} was created`]);
    return null;
  }

  async function edit(contactId: number, input: ContactInput): Promise<ServerFieldErrors | null> {
    const saved = await contactSave.save(input, contactId);
    if (!saved.contact) return saved.errors;
    const name = saved.contact.name;
    notify('success', [t`The contact ${name} was updated`]);
    return null;
  }

  function remove(contact: Pick<Contact, 'id' | 'name'>) {
    const name = contact.name;
    confirm({
      title: msg`Delete the contact`,
      content: msg`The contact ${name} will be deleted, and removed from the datasets it is attached to.`,
      run: async () => {
        await deletion.mutateAsync(contact.id);
        notify('success', [t`The contact ${name} was deleted`]);
      },
    });
  }

  return { create, edit, remove };
}
