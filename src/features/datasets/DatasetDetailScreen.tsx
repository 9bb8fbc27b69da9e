import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Dataset, datasetQuery } from '../../api/datasets';
import { useDatasetRights } from '../../auth/useObjectRights';
import { DetailScreen } from '../../ui/detail/DetailScreen';
import { useDetailScreen } from '../../ui/detail/useDetailScreen';
import { useFocusAfterRestart } from '../../ui/form/useFocusAfterRestart';
import { Page } from '../../ui/Page';
import { SaveConflictNotice } from './conflict/SaveConflictNotice';
import { DatasetQualityAside } from './DatasetQualityAside';
import { isPublished } from './datasetListSearch';
import { DatasetPanels } from './detail/DatasetPanels';
import { DatasetForm } from './form/DatasetForm';
import { datasetFormValuesOf } from './form/datasetFormSchema';
import { PublicationState, PublishToggle } from './PublishToggle';
import { ReadOnlyMark } from './ReadOnlyMark';
import { useDatasetSave } from './useDatasetSave';

const route = getRouteApi('/$locale/data/datasets/$id/');

/** A dataset's page: its publication, the form of its fields, and its panels (resources, contacts, activity). */
export function DatasetDetailScreen() {
  const { t } = useLingui();
  const { id } = route.useParams();
  const dataset = useDetailScreen(datasetQuery(id));
  return (
    <DetailScreen detail={dataset} title={t`Dataset`} failure={t`The dataset could not be loaded.`}>
      {(loaded) => <DatasetDetail dataset={loaded} />}
    </DetailScreen>
  );
}

const isNewer = (version: Dataset, than: Dataset) =>
  new Date(version.last_modified).getTime() > new Date(than.last_modified).getTime();

function DatasetDetail({ dataset }: { dataset: Dataset }) {
  // The version the form started from, sent as If-Match when saving. A newer version read in the
  // background replaces it only while the person has changed nothing: their typing is never
  // thrown away, and their save of an older version is refused and shown as a conflict instead.
  const [base, setBase] = useState(dataset);
  const edited = useRef(false);
  useEffect(() => {
    if (isNewer(dataset, base) && !edited.current) setBase(dataset);
  }, [dataset, base]);
  const restartFrom = (version: Dataset) => {
    edited.current = false;
    setBase(version);
  };
  // A save (or the conflict notice's choice) restarts the form: focus returns to its Save button.
  const focus = useFocusAfterRestart(base.last_modified);
  const restartAfterSave = (version: Dataset) => {
    focus.restartsUnder(version.last_modified);
    restartFrom(version);
  };
  const { save, conflict, resolving, saveMine, loadTheirs } = useDatasetSave(base, restartAfterSave);
  const rights = useDatasetRights(dataset);
  const initialValues = useMemo(() => datasetFormValuesOf(base), [base]);
  return (
    <Page
      title={dataset.display_name}
      actions={
        rights.publish ? (
          <PublishToggle
            datasetId={dataset.id}
            name={dataset.display_name}
            published={isPublished(dataset)}
          />
        ) : (
          <div className="flex items-center gap-2">
            <PublicationState published={isPublished(dataset)} />
            <ReadOnlyMark />
          </div>
        )
      }
    >
      <div className="flex flex-col gap-6">
        <div ref={focus.container} className="flex flex-col gap-4">
          {conflict && (
            <SaveConflictNotice
              conflict={conflict}
              busy={resolving}
              onSaveMine={() => void saveMine()}
              onLoadTheirs={loadTheirs}
            />
          )}
          {/* Keyed by the version it started from: a save or loading the newer version starts it again.
            Read-only for who may only view the dataset: no field changes, no Save. */}
          <DatasetForm
            key={base.last_modified}
            dataset={dataset}
            initialValues={initialValues}
            readOnly={!rights.edit}
            onSubmit={save}
            onEdited={() => {
              edited.current = true;
            }}
            aside={(store) => (
              <DatasetQualityAside
                store={store}
                dataset={dataset}
                initialValues={initialValues}
                readOnly={!rights.edit}
              />
            )}
          />
        </div>
        <div className="flex flex-col gap-4">
          <DatasetPanels dataset={dataset} rights={rights} onRestored={restartFrom} />
        </div>
      </div>
    </Page>
  );
}
