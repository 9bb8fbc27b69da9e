import { apiRootHandlers } from './apiRoot.ts';
import { attentionHandlers } from './attention.ts';
import { bulkEditHandlers } from './bulkEdits.ts';
import { contactHandlers } from './contacts.ts';
import { datasetScenarioHandlers } from './datasetScenarios.ts';
import { datasetHandlers } from './datasets.ts';
import { datasetVersionHandlers } from './datasetVersions.ts';
import { datastoreHandlers } from './datastores.ts';
import { dcatHandlers } from './dcat.ts';
import { downloadHandlers } from './downloads.ts';
import { geospatialHandlers } from './geospatial.ts';
import { indexerHandlers } from './indexers.ts';
import type { AllHandlers } from './kit/operation.ts';
import { loginHandlers } from './login.ts';
import { municipalityCheckHandlers } from './municipalityCheck.ts';
import { organisationHandlers } from './organisations.ts';
import { permissionImpactHandlers } from './permissionImpact.ts';
import { previewHandlers } from './preview.ts';
import { publicReadHandlers } from './publicReads.ts';
import { qualityHandlers } from './quality.ts';
import { referenceHandlers } from './reference.ts';
import { resourceHandlers } from './resources.ts';
import { taskHandlers } from './tasks.ts';
import { usergroupHandlers } from './usergroups.ts';
import { userHandlers } from './users.ts';

/**
 * Every operation of the contract, by operationId, each typed by its own: an operation without a
 * handler, or a handler answering what the contract does not allow, fails `tsc`.
 */
export const handlers: AllHandlers = {
  ...apiRootHandlers,
  ...loginHandlers,
  ...taskHandlers,
  ...attentionHandlers,
  ...datasetHandlers,
  ...datasetScenarioHandlers,
  ...contactHandlers,
  ...referenceHandlers,
  ...usergroupHandlers,
  ...userHandlers,
  ...organisationHandlers,
  ...resourceHandlers,
  ...datastoreHandlers,
  ...geospatialHandlers,
  ...indexerHandlers,
  ...permissionImpactHandlers,
  ...datasetVersionHandlers,
  ...municipalityCheckHandlers,
  ...bulkEditHandlers,
  ...downloadHandlers,
  ...publicReadHandlers,
  ...previewHandlers,
  ...qualityHandlers,
  ...dcatHandlers,
};
