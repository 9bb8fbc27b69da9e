import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { Dataset } from '../../api/datasets';
import { MAIN_RESOURCE, type ResourceType } from '../../api/resources';
import { useSession } from '../../auth/useSession';
import { useServiceAvailability } from '../../flows/BootContext';
import { notify } from '../../notifications/notificationStore';
import { creationKindsFor } from './creationKinds';
import { ResourceDialogFrame } from './ResourceDialogFrame';
import { ResourceEditor } from './ResourceEditor';
import { emptyResourceForm } from './resourceFormSchema';
import { launchToast } from './resourceMessages';
import { useResourceCreation } from './useResourceSave';

type NewResourceDialogProps = {
  dataset: Dataset;
  type: ResourceType;
  /** Closes the dialog (a navigation); resolves once done, so that a success toast survives it. */
  onClose: () => Promise<unknown>;
};

/** Adding the main resource or an annex to a dataset, up to the launch of its creation scenario. */
export function NewResourceDialog({ dataset, type, onClose }: NewResourceDialogProps) {
  const { t, i18n } = useLingui();
  const isSuperuser = useSession().userData?.is_superuser ?? false;
  const { mapServer } = useServiceAvailability();
  const kinds = useMemo(
    () => creationKindsFor(type, { isSuperuser, mapServer }),
    [type, isSuperuser, mapServer],
  );
  const initialValues = useMemo(
    () => emptyResourceForm(kinds.length === 1 ? (kinds[0] ?? null) : null),
    [kinds],
  );
  // Read once, when the dialog opens: a main resource that this save created and then could not delete
  // (its failure reported beside the error) must not replace the form the person filled in.
  const [hadMainResource] = useState(() => Boolean(dataset.main_resource));
  const save = useResourceCreation({
    datasetId: dataset.id,
    usergroupId: dataset.usergroup,
    type,
    isSuperuser,
    onLaunched: async (outcome, name) => {
      await onClose();
      const toast = launchToast(i18n, outcome, name);
      notify('success', toast.lines, toast.title);
    },
  });

  return (
    <ResourceDialogFrame
      title={type === MAIN_RESOURCE ? t`Add the main resource` : t`Add an annex`}
      closable={!save.busy && !save.running}
      onClose={() => (save.choosing ? save.dismissScenarios() : void onClose())}
    >
      {type === MAIN_RESOURCE && hadMainResource ? (
        // A link to `new-main` kept after the main resource was added: there can be only one.
        <p className="text-slate-900">{t`This dataset already has a main resource: open it to change its data.`}</p>
      ) : (
        <ResourceEditor
          save={save}
          creationKinds={kinds}
          initialValues={initialValues}
          usergroupId={dataset.usergroup}
          kindId={null}
          currentFileName={null}
          readOnlyReason={null}
          onCancel={() => void onClose()}
        />
      )}
    </ResourceDialogFrame>
  );
}
