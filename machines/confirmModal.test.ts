import { describeMachineModel } from './testing/describeMachineModel.ts';
import { confirmModalModel } from './testing/models/confirmModal.model.ts';

describeMachineModel(confirmModalModel);
