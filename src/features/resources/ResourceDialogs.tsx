import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { Dataset } from '../../api/datasets';
import { ANNEX_RESOURCE, MAIN_RESOURCE } from '../../api/resources';
import { Button } from '../../ui/Button';
import { focusIsLost, focusWhenSettled } from '../../ui/focusWhenSettled';
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
  const addMain = useRef<HTMLButtonElement>(null);
  const addAnnex = useRef<HTMLButtonElement>(null);
  // A dialog gives focus back to the button that opened it; once the main resource exists, that button
  // is gone and focus would fall to the page: it goes to "Add an annex", the panel's action still there.
  const panelAction = () => (addMain.current?.isConnected ? addMain.current : addAnnex.current);
  const closeDialog = async () => {
    await close();
    focusWhenSettled(panelAction, () => !focusIsLost());
  };
  useEffect(() => {
    if (dataset.main_resource && focusIsLost()) addAnnex.current?.focus();
  }, [dataset.main_resource]);

  return (
    <>
      {dataset.main_resource ? null : (
        <Button
          ref={addMain}
          variant="secondary"
          className="px-3 py-1"
          onClick={() => void create(MAIN_RESOURCE)}
        >
          {t`Add the main resource`}
        </Button>
      )}
      <Button
        ref={addAnnex}
        variant="secondary"
        className="px-3 py-1"
        onClick={() => void create(ANNEX_RESOURCE)}
      >
        {t`Add an annex`}
      </Button>
      {dialog?.mode === 'create' ? (
        <NewResourceDialog
          key={`new-${dialog.type}`}
          dataset={dataset}
          type={dialog.type}
          onClose={closeDialog}
        />
      ) : null}
      {dialog?.mode === 'edit' ? (
        <ExistingResourceDialog
          key={dialog.resourceId}
          dataset={dataset}
          resourceId={dialog.resourceId}
          tab={dialog.tab}
          onTabChange={(tab) => void showTab(dialog.resourceId, tab)}
          onClose={closeDialog}
        />
      ) : null}
    </>
  );
}
