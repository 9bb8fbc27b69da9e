import type resourceModificationMachine from '../../machines/resourceModification.machine.ts';
import { dialogReplay, type Handles } from './resourceSaveReplay.ts';
import type { MachineReplay } from './types.ts';

// The resource dialog's save of an existing resource, made through the API for each path: the driver and assertion
// tables are the ones both resource machines share (resourceSaveReplay.ts).
export const resourceModificationReplay: MachineReplay<typeof resourceModificationMachine, Handles> =
  dialogReplay;
