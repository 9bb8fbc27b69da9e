import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notify } from '../../../notifications/notificationStore';

/**
 * Says a membership was made in `group` (section 8): an invitation awaits the user's verification, any
 * other membership holds at once. The add-member and give-a-role forms both say it.
 */
export function notifyMembershipAdded(i18n: I18n, group: string, invited: boolean): void {
  notify('success', [
    i18n._(
      invited
        ? msg`The user is invited to ${group}: the membership awaits verification until the user accepts it`
        : msg`The user role in ${group} was created`,
    ),
  ]);
}
