import { bootReplay } from './boot.replay.ts';
import { confirmModalReplay } from './confirmModal.replay.ts';
import { datasetBulkEditReplay } from './datasetBulkEdit.replay.ts';
import { datasetCreationReplay } from './datasetCreation.replay.ts';
import { datasetPublicationReplay } from './datasetPublication.replay.ts';
import { datasetSaveReplay } from './datasetSave.replay.ts';
import { ftpCreationReplay } from './ftpCreation.replay.ts';
import { indexerTestReplay } from './indexerTest.replay.ts';
import { municipalitySelectionReplay } from './municipalitySelection.replay.ts';
import { permissionsBulkActionReplay } from './permissionsBulkAction.replay.ts';
import { progressModalReplay } from './progressModal.replay.ts';
import { resourceCreationReplay } from './resourceCreation.replay.ts';
import { resourceModificationReplay } from './resourceModification.replay.ts';
import { scenarioLaunchReplay } from './scenarioLaunch.replay.ts';
import { searchReplay } from './search.replay.ts';
import { styleSaveReplay } from './styleSave.replay.ts';
import { type AnyMachineReplay, erased } from './types.ts';

/** The replay module of each machine that drives a screen, by machine name. */
export const machineReplays: Readonly<Record<string, AnyMachineReplay>> = {
  resourceCreation: erased(resourceCreationReplay),
  resourceModification: erased(resourceModificationReplay),
  progressModal: erased(progressModalReplay),
  search: erased(searchReplay),
  boot: erased(bootReplay),
  indexerTest: erased(indexerTestReplay),
  ftpCreation: erased(ftpCreationReplay),
  styleSave: erased(styleSaveReplay),
  confirmModal: erased(confirmModalReplay),
  datasetCreation: erased(datasetCreationReplay),
  datasetPublication: erased(datasetPublicationReplay),
  permissionsBulkAction: erased(permissionsBulkActionReplay),
  municipalitySelection: erased(municipalitySelectionReplay),
  scenarioLaunch: erased(scenarioLaunchReplay),
  datasetBulkEdit: erased(datasetBulkEditReplay),
  datasetSave: erased(datasetSaveReplay),
};
