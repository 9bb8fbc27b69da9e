import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactRoleSchema, contactRoleServerErrors } from './contactRoleSchema';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('contactRoleSchema', () => {
  it('requires a contact and a role', () => {
    const result = v.safeParse(contactRoleSchema(i18n), { contact: null, role: null });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['contact', 'This field is required'],
      ['role', 'This field is required'],
    ]);
    expect(v.safeParse(contactRoleSchema(i18n), { contact: 4, role: 1 }).success).toBe(true);
  });
});

describe('contactRoleServerErrors', () => {
  it("shows the API's contact_id errors on the contact field", () => {
    expect(contactRoleServerErrors({ contact_id: ['Unknown contact.'], role: ['Unknown role.'] })).toEqual({
      contact: ['Unknown contact.'],
      role: ['Unknown role.'],
    });
    expect(contactRoleServerErrors({ role: 'x' })).toEqual({ role: 'x' });
  });
});
