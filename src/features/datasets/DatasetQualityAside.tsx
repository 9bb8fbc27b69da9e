import { useStore } from '@tanstack/react-form';
import { lazy, Suspense, useMemo } from 'react';
import type { Dataset } from '../../api/datasets';
import { hasExtension } from '../../config/currentConfig';
import type { DatasetFormStore } from './form/DatasetForm';
import { datasetAsEdited } from './form/datasetAsEdited';
import type { DatasetFormValues } from './form/datasetFormSchema';

// The scores' code (contract/quality) and the panel come with the panel, not with the dataset
// screen's chunk: the form shows first (issue 49's budgets).
const DatasetQualityPanel = lazy(() =>
  import('../quality/DatasetQualityPanel').then((module) => ({ default: module.DatasetQualityPanel })),
);

/** The page's panels where a fix is made that no field holds: contacts, resources. */
const PANELS = ['contacts', 'resources'];

type Props = {
  store: DatasetFormStore;
  dataset: Dataset;
  initialValues: DatasetFormValues;
  readOnly: boolean;
};

/**
 * The metadata quality of the dataset being edited (issue 51), following the form's values. Nothing
 * at all, nor any request, where the backend does not offer it.
 */
export function DatasetQualityAside(props: Props) {
  return hasExtension('metadataQuality') ? <FollowedQuality {...props} /> : null;
}

function FollowedQuality({ store, dataset, initialValues, readOnly }: Props) {
  const values = useStore(store, (state) => state.values);
  const saved = useMemo(() => datasetAsEdited(dataset, initialValues), [dataset, initialValues]);
  const edited = useMemo(() => datasetAsEdited(dataset, values), [dataset, values]);
  // The form's fields, and the panels a fix may lead to (ids `dataset-<name>` alike).
  const formFields = useMemo(() => [...Object.keys(initialValues), ...PANELS], [initialValues]);
  return (
    <Suspense fallback={null}>
      <DatasetQualityPanel
        datasetId={dataset.id}
        saved={saved}
        edited={edited}
        canEdit={!readOnly}
        formFields={formFields}
      />
    </Suspense>
  );
}
