import { MessageCatalogue } from '../translate.ts';
import { ACTIVITY_MESSAGES } from './activity.ts';
import { API_MESSAGES } from './api.ts';
import { ATTENTION_MESSAGES } from './attention.ts';
import { DATA_MESSAGES } from './data.ts';
import { HARVEST_MESSAGES } from './harvest.ts';
import { JOB_MESSAGES } from './jobs.ts';
import { REMOTE_MESSAGES } from './remote.ts';
import { TASK_REPAIR_MESSAGES } from './taskRepair.ts';
import { TASK_MESSAGES } from './tasks.ts';
import { VALIDATION_MESSAGES } from './validation.ts';
import { localiseValue, NESTED } from './values.ts';

/** Every message the API writes itself, in French, English and Italian. */
export const MESSAGES = new MessageCatalogue(
  [
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
  ],
  { nested: NESTED, localise: localiseValue },
);
