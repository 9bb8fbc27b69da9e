import type { Dataset } from '../../../api/datasets';
import type { DatasetRights } from '../../../auth/objectRights';
import { ActivityPanel } from './activity/ActivityPanel';
import { ContactRolesPanel } from './contacts/ContactRolesPanel';
import { ExtrasPanel } from './extras/ExtrasPanel';
import { ExtentPanel } from './harvest/ExtentPanel';
import { HarvestProvenancePanel } from './harvest/HarvestProvenancePanel';
import { RelatedDatasetsPanel } from './relations/RelatedDatasetsPanel';
import { ResourcesPanel } from './resources/ResourcesPanel';
import { LatestTasksPanel } from './tasks/LatestTasksPanel';

/**
 * The panels of the dataset detail screen beside the form: contacts with their roles, main resource and
 * annexes, its extent and harvest provenance (when it has them), parent and children, extras and permissions, latest tasks, activity and history. Each reads what it shows itself;
 * the person's `rights` on the dataset decide which changes they offer.
 */
export function DatasetPanels({
  dataset,
  rights,
  onRestored,
}: {
  dataset: Dataset;
  rights: DatasetRights;
  /** The form starts again from a version restored from the history. */
  onRestored: (dataset: Dataset) => void;
}) {
  return (
    // The id scopes the panels' own accessibility checks in the browser tests.
    <div id="dataset-panels" className="grid grid-cols-1 gap-6">
      <ContactRolesPanel dataset={dataset} canManage={rights.manageContacts} />
      <ResourcesPanel dataset={dataset} canManage={rights.manageResources} />
      <ExtentPanel dataset={dataset} />
      <HarvestProvenancePanel dataset={dataset} />
      <RelatedDatasetsPanel dataset={dataset} />
      <ExtrasPanel dataset={dataset} canManageRights={rights.manageRights} />
      <LatestTasksPanel datasetId={dataset.id} />
      <ActivityPanel
        datasetId={dataset.id}
        history={{ lastModified: dataset.last_modified, canRestore: rights.edit, onRestored }}
      />
    </div>
  );
}
