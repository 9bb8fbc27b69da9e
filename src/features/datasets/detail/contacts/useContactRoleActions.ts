import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { Contact, ContactInput } from '../../../../api/contacts';
import {
  createDatasetContactRoleMutation,
  type Dataset,
  type DatasetContactRole,
  deleteDatasetContactRoleMutation,
  updateDatasetContactRoleMutation,
} from '../../../../api/datasets';
import { apiErrorCode } from '../../../../api/errors';
import { serverFieldErrorsOf, useContactSave } from '../../../../domain/contacts/useContactSave';
import { notify } from '../../../../notifications/notificationStore';
import { useGlobalModals } from '../../../../shell/modals/globalModals';
import type { ServerFieldErrors } from '../../../../ui/fields/fieldErrors';
import { showApiFailure } from '../showApiFailure';
import { contactRoleServerErrors } from './contactRoleSchema';

/** The API's answer when the role asked for is held by another contact of the dataset. */
export const ROLE_TAKEN = 'role_taken';

type ContactRef = Pick<Contact, 'id' | 'name'>;

/**
 * What the contacts panel does: attach a contact with a role, create a contact and attach it, change
 * an attachment (asking before replacing the contact that holds the role), remove one. Each resolves
 * with the server's field errors for the form that asked, or null once done. Failures are toasted
 * here; a 403 opens the 403 page.
 */
export function useContactRoleActions(dataset: Pick<Dataset, 'id' | 'display_name'>) {
  const { t, i18n } = useLingui();
  const { confirm } = useGlobalModals();
  const contactSave = useContactSave();
  const meta = { errorsShownByScreen: true };
  const create = useMutation({ ...createDatasetContactRoleMutation(), meta });
  const update = useMutation({ ...updateDatasetContactRoleMutation(), meta });
  const remove = useMutation({ ...deleteDatasetContactRoleMutation(), meta });
  const datasetId = dataset.id;
  const datasetName = dataset.display_name;

  async function attach(contact: ContactRef, role: number): Promise<ServerFieldErrors | null> {
    const name = contact.name;
    try {
      await create.mutateAsync({ datasetId, body: { contact_id: contact.id, role } });
      notify('success', [t`The contact ${name} was added to the dataset ${datasetName}`]);
      return null;
    } catch (thrown) {
      showApiFailure(thrown, i18n);
      return contactRoleServerErrors(serverFieldErrorsOf(thrown));
    }
  }

  /**
   * Creates the contact in the organisation, then attaches it with its role. Once the contact exists
   * the form is done even if attaching fails: sending it again would create the contact twice, and it
   * can now be chosen among the organisation's contacts.
   */
  async function createAndAttach(input: ContactInput & { role: number }): Promise<ServerFieldErrors | null> {
    const saved = await contactSave.save(input);
    if (!saved.contact) return saved.errors;
    await attach(saved.contact, input.role);
    return null;
  }

  /**
   * Gives the attachment another contact or role. When another contact already holds that role the API
   * refuses (400 role_taken): the person is asked whether to replace it, and confirming sends the change
   * again with force. Resolves with null when the form may close (done, or handed to the confirmation).
   */
  async function change(
    attachment: DatasetContactRole,
    contact: ContactRef,
    role: number,
    roleLabel: string,
  ): Promise<ServerFieldErrors | null> {
    const name = contact.name;
    const variables = { datasetId, roleId: attachment.id, body: { contact_id: contact.id, role } };
    const changed = () =>
      notify('success', [t`The role of ${name} was changed on the dataset ${datasetName}`]);
    try {
      await update.mutateAsync(variables);
      changed();
      return null;
    } catch (thrown) {
      if (apiErrorCode(thrown) === ROLE_TAKEN) {
        confirm({
          title: msg`Replace the contact holding this role?`,
          content: msg`Another contact already holds the role ${roleLabel} on this dataset. Confirm to give it to ${name} instead.`,
          run: async () => {
            await update.mutateAsync({ ...variables, force: true });
            changed();
          },
        });
        return null;
      }
      showApiFailure(thrown, i18n);
      return contactRoleServerErrors(serverFieldErrorsOf(thrown));
    }
  }

  function detach(attachment: DatasetContactRole, roleLabel: string) {
    const name = attachment.contact.name;
    confirm({
      title: msg`Remove the contact from the dataset`,
      content: msg`${name} will no longer hold the role ${roleLabel} on the dataset ${datasetName}.`,
      run: async () => {
        await remove.mutateAsync({ datasetId, roleId: attachment.id });
        notify('success', [t`The contact ${name} was removed from the dataset ${datasetName}`]);
      },
    });
  }

  /** Changes the contact itself (name, email...), wherever it is attached. */
  async function editContact(contactId: number, input: ContactInput): Promise<ServerFieldErrors | null> {
    const saved = await contactSave.save(input, contactId);
    if (!saved.contact) return saved.errors;
    const name = saved.contact.name;
    notify('success', [t`The contact ${name} was updated`]);
    return null;
  }

  return { attach, createAndAttach, change, detach, editContact };
}
