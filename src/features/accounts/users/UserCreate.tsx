import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createUserMutation, type UserInput } from '../../../api/users';
import { notify } from '../../../notifications/notificationStore';
import { Page } from '../../../ui/Page';
import { formErrorsOrToast } from '../shared/apiFailure';
import { userFullName } from '../shared/userName';
import { UserForm } from './UserForm';
import { newUserFormValues } from './userForm';
import { useUserFormContext } from './useUserFormContext';

/** Creating a user; once created, the person lands on the user's page to give roles. */
export function UserCreate() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const context = useUserFormContext();
  // Field errors show on the form; other failures are toasted by formErrorsOrToast.
  const creation = useMutation({ ...createUserMutation(), meta: { errorsShownByScreen: true } });

  async function create(input: UserInput) {
    try {
      const user = await creation.mutateAsync(input);
      const name = userFullName(user);
      // Navigate first: a navigation clears the messages on screen.
      await navigate({ to: '/$locale/accounts/users/$id/', params: { locale: i18n.locale, id: user.id } });
      notify('success', [t`The user ${name} was created`]);
      return null;
    } catch (thrown) {
      return formErrorsOrToast(thrown, i18n);
    }
  }

  return (
    <Page title={t`New user`}>
      <UserForm
        initialValues={newUserFormValues}
        statusOptions={context.statusOptions}
        canGrantSuperuser={context.canGrantSuperuser}
        submitLabel={t`Create the user`}
        onSubmit={create}
      />
    </Page>
  );
}
