import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createUserGroupMutation, type UserGroup, updateUserGroupMutation } from '../../../api/usergroups';
import { notify } from '../../../notifications/notificationStore';
import type { ServerFieldErrors } from '../../../ui/fields/fieldErrors';
import { formErrorsOrToast } from '../shared/apiFailure';
import type { GroupFormValues } from './groupForm';
import { groupInputOf } from './groupForm';
import { type GroupKind, groupKinds } from './groupKinds';
import { useCreatorRole } from './useCreatorRole';
import { useGroupImage } from './useGroupImage';

/** The server's field name of an image, shown on the form's thumbnail field. */
export function imageErrorsOf(errors: ServerFieldErrors | null, field: string): ServerFieldErrors | null {
  if (!errors) return null;
  const { file, ...rest } = errors;
  return file ? { ...rest, [field]: file } : rest;
}

/**
 * Creating and updating a group or a sphere from its form, thumbnail included. Field errors go back to
 * the form; other failures are toasted. Once created, the person lands on the new group's page.
 */
export function useGroupSave(kind: GroupKind) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const definition = groupKinds[kind];
  const grantCreatorRole = useCreatorRole();
  const applyImage = useGroupImage();
  const meta = { errorsShownByScreen: true };
  const creation = useMutation({ ...createUserGroupMutation(), meta });
  const update = useMutation({ ...updateUserGroupMutation(), meta });

  async function create(values: GroupFormValues, withStatus: boolean): Promise<ServerFieldErrors | null> {
    let group: UserGroup;
    try {
      group = await creation.mutateAsync(groupInputOf(kind, values, withStatus));
    } catch (thrown) {
      return formErrorsOrToast(thrown, i18n);
    }
    grantCreatorRole(group);
    const imageFailure = await applyImage(group.id, values.thumbnail, false);
    // Navigate first: a navigation clears the messages on screen.
    await navigate({ to: definition.pageRoute, params: { locale: i18n.locale, id: group.id } });
    notify('success', [i18n._(definition.created(group.display_name))]);
    // The group exists: a refused thumbnail is said on its page, where it can be sent again.
    if (imageFailure) formErrorsOrToast(imageFailure, i18n);
    return null;
  }

  async function save(
    group: UserGroup,
    values: GroupFormValues,
    withStatus: boolean,
  ): Promise<ServerFieldErrors | null> {
    let saved: UserGroup;
    try {
      saved = await update.mutateAsync({ id: group.id, body: groupInputOf(kind, values, withStatus) });
    } catch (thrown) {
      return formErrorsOrToast(thrown, i18n);
    }
    const imageFailure = await applyImage(group.id, values.thumbnail, group.thumbnail !== null);
    if (imageFailure) return imageErrorsOf(formErrorsOrToast(imageFailure, i18n), 'thumbnail');
    notify('success', [i18n._(definition.updated(saved.display_name))]);
    return null;
  }

  return { create, save };
}
