import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { isMembershipStatus, membershipStatusOptions } from './membershipStatus';

describe('membership statuses', () => {
  it('are offered sorted by label', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(membershipStatusOptions(i18n)).toEqual([
      { value: 2, label: 'Active' },
      { value: 1, label: 'Awaiting validation' },
      { value: 0, label: 'Awaiting verification' },
    ]);
  });

  it('are 0, 1 and 2 only', () => {
    expect([-1, 0, 1, 2, 3, '2'].map(isMembershipStatus)).toEqual([false, true, true, true, false, false]);
  });
});
