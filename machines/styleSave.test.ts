import { describeMachineModel } from './testing/describeMachineModel.ts';
import { styleSaveModel } from './testing/models/styleSave.model.ts';

describeMachineModel(styleSaveModel);
