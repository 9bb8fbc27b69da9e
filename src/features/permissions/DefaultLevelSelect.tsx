import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { type Dataset, patchDatasetMutation } from '../../api/datasets';
import { notify } from '../../notifications/notificationStore';
import { controlClass, helpClass, labelClass } from '../../ui/fields/fieldStyles';
import { defaultLevelLabels, defaultLevels } from './permissionLabels';

/**
 * The dataset's default permission level (private, search, consultation, download), saved as soon as it
 * is chosen; a save over someone else's newer change is refused (If-Match) and said so.
 */
export function DefaultLevelSelect({ dataset }: { dataset: Dataset }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const helpId = useId();
  const mutation = useMutation(patchDatasetMutation());
  const level = mutation.isPending
    ? (mutation.variables?.body.default_permission_level ?? dataset.default_permission_level)
    : dataset.default_permission_level;

  return (
    <div className="mb-6 max-w-sm">
      <label htmlFor={id} className={labelClass}>
        {t`Default permission level`}
      </label>
      <select
        id={id}
        aria-describedby={helpId}
        value={level}
        disabled={mutation.isPending}
        aria-busy={mutation.isPending || undefined}
        className={controlClass(false)}
        onChange={(event) => {
          const next = defaultLevels.find((option) => option === event.target.value);
          if (!next || next === dataset.default_permission_level) return;
          mutation.mutate(
            { id: dataset.id, body: { default_permission_level: next }, ifMatch: dataset.last_modified },
            { onSuccess: () => notify('success', [t`The default permission level was updated`]) },
          );
        }}
      >
        {defaultLevels.map((option) => (
          <option key={option} value={option}>
            {i18n._(defaultLevelLabels[option])}
          </option>
        ))}
      </select>
      <p id={helpId} className={helpClass}>
        {t`The access of everyone without a special permission below.`}
      </p>
    </div>
  );
}
