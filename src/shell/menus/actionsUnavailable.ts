import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notify } from '../../notifications/notificationStore';

const loadFailure = msg`The actions could not be loaded.`;
const tryAgain = msg`Check your connection and try again.`;

/**
 * Tells the person that the code of what they asked for (a menu, a switch, a dialog fetched on first
 * use, see lazyModule.ts) could not be fetched; their next try fetches it again.
 */
export function notifyActionsUnavailable(i18n: I18n): void {
  notify('error', [i18n._(loadFailure), i18n._(tryAgain)]);
}
