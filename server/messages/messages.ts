import { ACTIVITY_MESSAGES } from './tables/activity.ts';
import { API_MESSAGES } from './tables/api.ts';
import { ATTENTION_MESSAGES } from './tables/attention.ts';
import { DATA_MESSAGES } from './tables/data.ts';
import { DEMO_MESSAGES } from './tables/demo.ts';
import { HARVEST_MESSAGES } from './tables/harvest.ts';
import { JOB_MESSAGES } from './tables/jobs.ts';
import { PUBLIC_SURFACE_MESSAGES } from './tables/publicSurface.ts';
import { REMOTE_MESSAGES } from './tables/remote.ts';
import { TASK_REPAIR_MESSAGES } from './tables/taskRepair.ts';
import { TASK_MESSAGES } from './tables/tasks.ts';
import { VALIDATION_MESSAGES } from './tables/validation.ts';
import { localiseValue, NESTED } from './tables/values.ts';
import { MessageTranslator } from './translate.ts';

/** Every message the API writes itself, in French, English and Italian. */
export const MESSAGES = new MessageTranslator(
  [
    // First: the demo's exact texts win over the patterns of the other tables.
    ...DEMO_MESSAGES,
    ...API_MESSAGES,
    ...VALIDATION_MESSAGES,
    ...REMOTE_MESSAGES,
    ...TASK_MESSAGES,
    ...TASK_REPAIR_MESSAGES,
    ...DATA_MESSAGES,
    ...JOB_MESSAGES,
    ...HARVEST_MESSAGES,
    ...ACTIVITY_MESSAGES,
    ...ATTENTION_MESSAGES,
    ...PUBLIC_SURFACE_MESSAGES,
  ],
  { nested: NESTED, localise: localiseValue },
);
