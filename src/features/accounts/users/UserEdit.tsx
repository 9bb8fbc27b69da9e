import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type User, type UserInput, updateUserMutation, userQuery } from '../../../api/users';
import { useUserRights } from '../../../auth/useObjectRights';
import { formatDateTime } from '../../../lib/formatDate';
import { notify } from '../../../notifications/notificationStore';
import { Button } from '../../../ui/Button';
import { DetailScreen } from '../../../ui/detail/DetailScreen';
import { useDetailScreen } from '../../../ui/detail/useDetailScreen';
import { Facts } from '../../../ui/Facts';
import { Page } from '../../../ui/Page';
import { formErrorsOrToast } from '../shared/apiFailure';
import { userFullName } from '../shared/userName';
import { UserDetails } from './UserDetails';
import { UserForm } from './UserForm';
import { UserRoles } from './UserRoles';
import { userFormValuesOf } from './userForm';
import { useUserActions } from './useUserActions';
import { useUserFormContext } from './useUserFormContext';

/**
 * A user's page: the form with every field, the roles per group, and deletion; only the account as
 * text when the server says the person may not change it (`editable` false).
 */
export function UserEdit({ id }: { id: number }) {
  const { t } = useLingui();
  const user = useDetailScreen(userQuery(id));
  return (
    <DetailScreen detail={user} title={t`User`} failure={t`The user could not be loaded.`}>
      {(loaded) => <UserEditLoaded user={loaded} />}
    </DetailScreen>
  );
}

function UserEditLoaded({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const context = useUserFormContext();
  const actions = useUserActions();
  const update = useMutation({ ...updateUserMutation(), meta: { errorsShownByScreen: true } });
  const locale = i18n.locale;
  // What the person may do with this account (src/auth/objectRights.ts): the server's `editable` when
  // it sends it (audit H1: an account also active in a group it does not administer, or a superuser's,
  // is not an administrator's). People keep editing their own details; status and deletion follow it.
  const rights = useUserRights(user);
  const readOnly = !rights.edit && !rights.editOwnDetails;
  const joined = formatDateTime(user.date_joined, locale);
  const lastLogin = formatDateTime(user.last_login, locale) || t`Never`;

  async function save(input: UserInput) {
    try {
      const saved = await update.mutateAsync({ id: user.id, body: input });
      const name = userFullName(saved);
      notify('success', [t`The user ${name} was updated`]);
      return null;
    } catch (thrown) {
      return formErrorsOrToast(thrown, i18n);
    }
  }

  return (
    <Page
      title={userFullName(user)}
      actions={
        rights.delete ? (
          <Button
            variant="danger"
            onClick={() =>
              actions.remove(user, () => navigate({ to: '/$locale/accounts/users/', params: { locale } }))
            }
          >
            {t`Delete the user`}
          </Button>
        ) : undefined
      }
    >
      <Facts
        facts={[
          { term: t`Date joined`, value: joined },
          { term: t`Last login`, value: lastLogin },
        ]}
      />
      {readOnly ? (
        <UserDetails user={user} />
      ) : (
        // Keyed by user: the form starts from the saved values, and later reloads do not undo typing.
        <UserForm
          key={user.id}
          initialValues={userFormValuesOf(user)}
          statusOptions={context.statusOptions}
          canGrantSuperuser={context.canGrantSuperuser}
          statusLocked={!rights.edit}
          submitLabel={t`Save`}
          onSubmit={save}
        />
      )}
      <UserRoles user={user} rights={rights} />
    </Page>
  );
}
