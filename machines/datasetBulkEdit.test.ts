import { describeMachineModel } from './testing/describeMachineModel.ts';
import { datasetBulkEditModel } from './testing/models/datasetBulkEdit.model.ts';

describeMachineModel(datasetBulkEditModel);
