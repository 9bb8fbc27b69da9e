import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type Dataset, datasetQuery } from '../../api/datasets';
import { apiErrorFromThrown } from '../../api/errors';
import { NotFoundView } from '../../app/NotFoundView';
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
  if (dataset.isError && !dataset.data) {
    const error = apiErrorFromThrown(dataset.error);
    if (error.kind === 'fields' && error.status === 404) return <NotFoundView />;
    return (
      <Page title={t`Dataset`}>
        <p role="alert" className="text-red-800">
          {t`The dataset could not be loaded.`}{' '}
          <button type="button" className="underline" onClick={() => void dataset.refetch()}>
            {t`Retry`}
          </button>
        </p>
      </Page>
    );
  }
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
      <div className="flex flex-col gap-6">
        <div>
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
