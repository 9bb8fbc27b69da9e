import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { updateUserGroupMemberMutation } from '../../../api/usergroupMembers';
import type { UserGroupRole } from '../../../api/users';
import { notify } from '../../../notifications/notificationStore';
import { useGlobalModals } from '../../../shell/modals/globalModals';
import { Button } from '../../../ui/Button';
import { useRoleOptions } from '../shared/RoleSelect';
import { isRoleNumber } from '../shared/roles';

type Props = { userId: number; role: UserGroupRole };

/**
 * One role of the user: its number, changed with a choice and a button (a choice alone would save at
 * each arrow key), or removed after confirmation. Removing the role keeps the user a member of the
 * group, without a role: taking the user out of its last group would also take the account out of
 * reach of the account administrator who manages it (audit M1); the members panel removes members.
 */
export function UserRoleActions({ userId, role }: Props) {
  const { t } = useLingui();
  const selectId = useId();
  const options = useRoleOptions();
  const { confirm } = useGlobalModals();
  const [chosen, setChosen] = useState(role.role);
  const update = useMutation(updateUserGroupMemberMutation());
  // The confirmation modal shows a failure itself: no toast on top of it.
  const removal = useMutation({ ...updateUserGroupMemberMutation(), meta: { errorsShownByScreen: true } });
  const group = role.usergroup.display_name;
  const groupId = role.usergroup.id;

  function change() {
    update.mutate(
      { id: groupId, userId, body: { role: chosen, status: 2 } },
      { onSuccess: () => notify('success', [t`The user role in ${group} was updated`]) },
    );
  }

  function remove() {
    confirm({
      title: msg`Remove the role`,
      content: msg`The user stays a member of ${group}, without a role.`,
      run: async () => {
        await removal.mutateAsync({ id: groupId, userId, body: { role: null, status: 2 } });
        notify('success', [t`The user role in ${group} was deleted`]);
      },
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={selectId} className="sr-only">
        {t`Role in ${group}`}
      </label>
      <select
        id={selectId}
        value={String(chosen)}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (isRoleNumber(next)) setChosen(next);
        }}
        className="rounded-md border border-slate-500 bg-white px-2 py-1 text-slate-900"
      >
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        className="px-2 py-1 text-sm"
        disabled={chosen === role.role}
        loading={update.isPending}
        onClick={change}
        aria-label={t`Change the role in ${group}`}
      >
        {t`Change`}
      </Button>
      <Button
        variant="danger"
        className="px-2 py-1 text-sm"
        onClick={remove}
        aria-label={t`Remove the role in ${group}`}
      >
        {t`Remove`}
      </Button>
    </div>
  );
}
