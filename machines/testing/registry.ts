import type { MachineModel } from './defineMachineModel.ts';
import { bootModel } from './models/boot.model.ts';
import { confirmModalModel } from './models/confirmModal.model.ts';
import { datasetBulkEditModel } from './models/datasetBulkEdit.model.ts';
import { datasetCreationModel } from './models/datasetCreation.model.ts';
import { datasetPublicationModel } from './models/datasetPublication.model.ts';
import { datasetSaveModel } from './models/datasetSave.model.ts';
import { ftpCreationModel } from './models/ftpCreation.model.ts';
import { indexerTestModel } from './models/indexerTest.model.ts';
import { municipalitySelectionModel } from './models/municipalitySelection.model.ts';
import { permissionsBulkActionModel } from './models/permissionsBulkAction.model.ts';
import { progressModalModel } from './models/progressModal.model.ts';
import { resourceCreationModel } from './models/resourceCreation.model.ts';
import { resourceModificationModel } from './models/resourceModification.model.ts';
import { scenarioLaunchModel } from './models/scenarioLaunch.model.ts';
import { searchModel } from './models/search.model.ts';
import { styleSaveModel } from './models/styleSave.model.ts';

/**
 * Every machine with its event and state tables. The model tests, `npm run paths` and the
 * browser replays of tests/e2e all start from this list: a machine missing here has no
 * exported paths.
 */
export const machineModels = [
  bootModel,
  searchModel,
  datasetPublicationModel,
  permissionsBulkActionModel,
  municipalitySelectionModel,
  confirmModalModel,
  progressModalModel,
  ftpCreationModel,
  resourceCreationModel,
  resourceModificationModel,
  styleSaveModel,
  indexerTestModel,
  datasetCreationModel,
  scenarioLaunchModel,
  datasetBulkEditModel,
  datasetSaveModel,
] as const satisfies readonly MachineModel[];

export type MachineName = (typeof machineModels)[number]['name'];

export function machineModel(name: MachineName): MachineModel {
  const model = machineModels.find((candidate) => candidate.name === name);
  if (!model) throw new Error(`No machine model named ${name}`);
  return model;
}
