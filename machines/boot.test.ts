import { describeMachineModel } from './testing/describeMachineModel.ts';
import { bootModel } from './testing/models/boot.model.ts';

describeMachineModel(bootModel);
