import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { PermissionLevel } from '../../api/datasets';
import { type AccessLevel, setPermissionLevelMutation } from '../../api/permissions';
import { notify } from '../../notifications/notificationStore';
import { accessLevelLabels, accessLevels, defaultLevelLabels } from './permissionLabels';

type Props = {
  datasetId: number;
  usergroupId: number;
  name: string;
  level: AccessLevel;
  /** A bulk action is setting levels: the row waits. */
  disabled?: boolean;
  /** The dataset's default level, which applies to a row without a special right. */
  defaultLevel?: PermissionLevel | undefined;
};

/** One row's special permission, changed on its own without confirmation; the table refreshes after. */
export function RowLevelSelect({
  datasetId,
  usergroupId,
  name,
  level,
  disabled = false,
  defaultLevel,
}: Props) {
  const { t, i18n } = useLingui();
  // A row without a special right is not without access when the default gives one: it says which.
  const applied =
    defaultLevel && defaultLevel !== 'private' ? i18n._(defaultLevelLabels[defaultLevel]) : null;
  const labelOf = (option: AccessLevel) =>
    option === 'none' && applied
      ? t`No special right (${applied} by default)`
      : i18n._(accessLevelLabels[option]);
  const mutation = useMutation(setPermissionLevelMutation());
  // While the request runs, the select shows the level asked for rather than jumping back.
  const shown = mutation.isPending ? (mutation.variables?.level ?? level) : level;

  return (
    <select
      aria-label={t`Access level of ${name}`}
      value={shown}
      disabled={disabled || mutation.isPending}
      aria-busy={mutation.isPending || undefined}
      onChange={(event) => {
        const next = accessLevels.find((option) => option === event.target.value);
        if (!next || next === level) return;
        mutation.mutate(
          { datasetId, usergroupIds: [usergroupId], level: next },
          { onSuccess: () => notify('success', [t`The permissions of ${name} were updated`]) },
        );
      }}
      className="rounded-md border border-slate-500 bg-white px-2 py-1 text-slate-900 disabled:bg-slate-100"
    >
      {accessLevels.map((option) => (
        <option key={option} value={option}>
          {labelOf(option)}
        </option>
      ))}
    </select>
  );
}
