import { describeMachineModel } from './testing/describeMachineModel.ts';
import { indexerTestModel } from './testing/models/indexerTest.model.ts';

describeMachineModel(indexerTestModel);
