import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type AccessLevel, setPermissionLevelMutation } from '../../api/permissions';
import { notify } from '../../notifications/notificationStore';
import { accessLevelLabels, accessLevels } from './permissionLabels';

type Props = {
  datasetId: number;
  usergroupId: number;
  name: string;
  level: AccessLevel;
  /** A bulk action is setting levels: the row waits. */
  disabled?: boolean;
};

/** One row's special permission, changed on its own without confirmation; the table refreshes after. */
export function RowLevelSelect({ datasetId, usergroupId, name, level, disabled = false }: Props) {
  const { t, i18n } = useLingui();
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
          {i18n._(accessLevelLabels[option])}
        </option>
      ))}
    </select>
  );
}
