import { MessageCatalogue } from '../translate.ts';
import { API_MESSAGES } from './api.ts';
import { REMOTE_MESSAGES } from './remote.ts';
import { TASK_MESSAGES } from './tasks.ts';
import { VALIDATION_MESSAGES } from './validation.ts';

/** Every message the API writes itself, in French, English and Italian. */
export const MESSAGES = new MessageCatalogue([
  ...API_MESSAGES,
  ...VALIDATION_MESSAGES,
  ...REMOTE_MESSAGES,
  ...TASK_MESSAGES,
]);
