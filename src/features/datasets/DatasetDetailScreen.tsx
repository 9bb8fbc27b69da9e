import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type Dataset, datasetQuery } from '../../api/datasets';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { isPublished } from './datasetListSearch';
import { DatasetPanels } from './detail/DatasetPanels';
import { DatasetForm } from './form/DatasetForm';
import { datasetFormValuesOf } from './form/datasetFormSchema';
import { PublishToggle } from './PublishToggle';
import { useDatasetSave } from './useDatasetSave';

const route = getRouteApi('/$locale/data/datasets/$id/');

/** A dataset's page: its publication, the form of its fields, and its panels (resources, contacts, activity). */
export function DatasetDetailScreen() {
  const { t } = useLingui();
  const { id } = route.useParams();
  const dataset = useQuery(datasetQuery(id));
  if (!dataset.data) {
    return (
      <Page title={t`Dataset`}>
        <Spinner label={t`Loading…`} />
      </Page>
    );
  }
  return <DatasetDetail dataset={dataset.data} />;
}

function DatasetDetail({ dataset }: { dataset: Dataset }) {
  const save = useDatasetSave(dataset);
  return (
    <Page
      title={dataset.display_name}
      actions={
        <PublishToggle datasetId={dataset.id} name={dataset.display_name} published={isPublished(dataset)} />
      }
    >
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <div className="xl:col-span-2">
          {/* Keyed by the version read: a save or someone else's change starts the form again from it. */}
          <DatasetForm
            key={dataset.last_modified}
            dataset={dataset}
            initialValues={datasetFormValuesOf(dataset)}
            onSubmit={save}
          />
        </div>
        <div className="flex flex-col gap-4">
          <DatasetPanels dataset={dataset} />
        </div>
      </div>
    </Page>
  );
}
