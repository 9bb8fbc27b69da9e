import type resourceCreationMachine from '../../machines/resourceCreation.machine.ts';
import { dialogReplay, type Handles } from './resourceSaveReplay.ts';
import type { MachineReplay } from './types.ts';

// The resource dialog's save of a new main resource, with its roll-back: the driver and assertion
// tables are the ones both resource machines share (resourceSaveReplay.ts).
export const resourceCreationReplay: MachineReplay<typeof resourceCreationMachine, Handles> = dialogReplay;
