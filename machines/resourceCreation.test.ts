import { describeMachineModel } from './testing/describeMachineModel.ts';
import { resourceCreationModel } from './testing/models/resourceCreation.model.ts';

describeMachineModel(resourceCreationModel);
