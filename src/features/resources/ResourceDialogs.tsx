import { useLingui } from '@lingui/react/macro';
import type { Dataset } from '../../api/datasets';
import { ANNEX_RESOURCE, MAIN_RESOURCE } from '../../api/resources';
import { Button } from '../../ui/Button';
import { ExistingResourceDialog } from './ExistingResourceDialog';
import { NewResourceDialog } from './NewResourceDialog';
import { useResourceDialogs } from './useResourceDialogs';

/**
 * The resource actions of the dataset page's resources panel: the buttons that add the main resource
 * (while there is none) and annexes, and the dialog that the URL opens (one of those, or a resource of
 * the dataset through its link, see resourceLink). The dialogs themselves render outside the panel.
 */
export function ResourceDialogs({ dataset }: { dataset: Dataset }) {
  const { t } = useLingui();
  const { dialog, create, showTab, close } = useResourceDialogs();

  return (
    <>
      {dataset.main_resource ? null : (
        <Button variant="secondary" className="px-3 py-1" onClick={() => void create(MAIN_RESOURCE)}>
          {t`Add the main resource`}
        </Button>
      )}
      <Button variant="secondary" className="px-3 py-1" onClick={() => void create(ANNEX_RESOURCE)}>
        {t`Add an annex`}
      </Button>
      {dialog?.mode === 'create' ? (
        <NewResourceDialog key={`new-${dialog.type}`} dataset={dataset} type={dialog.type} onClose={close} />
      ) : null}
      {dialog?.mode === 'edit' ? (
        <ExistingResourceDialog
          key={dialog.resourceId}
          dataset={dataset}
          resourceId={dialog.resourceId}
          tab={dialog.tab}
          onTabChange={(tab) => void showTab(dialog.resourceId, tab)}
          onClose={close}
        />
      ) : null}
    </>
  );
}
