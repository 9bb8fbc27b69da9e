import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  createOrganisationMutation,
  type Organisation,
  updateOrganisationMutation,
} from '../../../api/organisations';
import { notify } from '../../../notifications/notificationStore';
import type { ServerFieldErrors } from '../../../ui/fields/fieldErrors';
import { useGroupImage } from '../groups/useGroupImage';
import { imageErrorsOf } from '../groups/useGroupSave';
import { formErrorsOrToast } from '../shared/apiFailure';
import { type OrganisationFormValues, organisationInputOf } from './organisationForm';
import { organisationMessages } from './organisationMessages';

/**
 * Creating and updating an organisation from its form, logo included (the logo is the organisation's
 * user-group thumbnail). Field errors go back to the form; other failures are toasted. Once created, the
 * person lands on the organisation's page (members, contacts, convention, spheres).
 */
export function useOrganisationSave() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const applyImage = useGroupImage();
  const meta = { errorsShownByScreen: true };
  const creation = useMutation({ ...createOrganisationMutation(), meta });
  const update = useMutation({ ...updateOrganisationMutation(), meta });

  async function create(values: OrganisationFormValues): Promise<ServerFieldErrors | null> {
    let organisation: Organisation;
    try {
      organisation = await creation.mutateAsync(organisationInputOf(values));
    } catch (thrown) {
      return formErrorsOrToast(thrown, i18n);
    }
    const imageFailure = await applyImage(organisation.id, values.logo, false);
    // Navigate first: a navigation clears the messages on screen.
    await navigate({
      to: '/$locale/accounts/organisations/$id/',
      params: { locale: i18n.locale, id: organisation.id },
    });
    notify('success', [i18n._(organisationMessages.created(organisation.display_name))]);
    // The organisation exists: a refused logo is said on its page, where it can be sent again.
    if (imageFailure) formErrorsOrToast(imageFailure, i18n);
    return null;
  }

  async function save(organisation: Organisation, values: OrganisationFormValues) {
    let saved: Organisation;
    try {
      saved = await update.mutateAsync({ id: organisation.id, body: organisationInputOf(values) });
    } catch (thrown) {
      return formErrorsOrToast(thrown, i18n);
    }
    const imageFailure = await applyImage(organisation.id, values.logo, organisation.logo !== null);
    if (imageFailure) return imageErrorsOf(formErrorsOrToast(imageFailure, i18n), 'logo');
    notify('success', [i18n._(organisationMessages.updated(saved.display_name))]);
    return null;
  }

  return { create, save };
}
