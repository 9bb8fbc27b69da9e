import { describeMachineModel } from './testing/describeMachineModel.ts';
import { resourceModificationModel } from './testing/models/resourceModification.model.ts';

describeMachineModel(resourceModificationModel);
