import { describeMachineModel } from './testing/describeMachineModel.ts';
import { datasetSaveModel } from './testing/models/datasetSave.model.ts';

describeMachineModel(datasetSaveModel);
