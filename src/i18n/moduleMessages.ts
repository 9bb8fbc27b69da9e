import type { Messages } from '@lingui/core';

/**
 * The French messages of every module evaluated so far. scripts/moduleMessagesPlugin.ts puts, at the top
 * of each module that has French messages, a call that adds them here (decision 0034): a screen's words
 * come with its chunk instead of the whole catalogue coming with the entry (issue 49, bench measure 1).
 * i18n.ts hands this very object to Lingui as the French catalogue, so a chunk loaded later adds its words
 * without a `load` (whose change event would render the whole tree again on each lazy chunk).
 */
export const frenchMessages: Messages = {};

export function registerMessages(messages: Messages): void {
  Object.assign(frenchMessages, messages);
}
