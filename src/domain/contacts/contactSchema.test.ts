import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ContactFormValues, contactFormValues, contactInputOf, contactSchema } from './contactSchema';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

const valid: ContactFormValues = {
  name: 'Service SIG',
  email: 'sig@cacl-guyane.fr',
  phone: '',
  position: '',
  usergroup: 2,
  role: null,
};

function issues(values: ContactFormValues, roleRequired = false) {
  const result = v.safeParse(contactSchema(i18n, { roleRequired }), values);
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
}

describe('contactSchema', () => {
  it('accepts a contact with a name and an email only (section 5)', () => {
    expect(issues(valid)).toEqual({});
  });

  it('requires the name and the email, with the shared message', () => {
    expect(issues({ ...valid, name: '  ', email: '' })).toEqual({
      name: 'This field is required',
      email: 'This field is required',
    });
  });

  it('refuses an email that is not one', () => {
    expect(issues({ ...valid, email: 'sig at cacl' })).toEqual({ email: 'Enter a valid email address' });
  });

  it('requires the role only when asked (a contact attached to a dataset holds a role)', () => {
    expect(issues(valid, true)).toEqual({ role: 'This field is required' });
    expect(issues({ ...valid, role: 3 }, true)).toEqual({});
  });
});

describe('contactInputOf', () => {
  it('trims text and sends empty optional text as null', () => {
    expect(
      contactInputOf({ ...valid, name: ' Service SIG ', phone: ' ', position: ' Géomatique ', role: 4 }),
    ).toEqual({
      name: 'Service SIG',
      email: 'sig@cacl-guyane.fr',
      phone: null,
      position: 'Géomatique',
      usergroup: 2,
      role: 4,
    });
  });
});

describe('contactFormValues', () => {
  it('starts empty, or from the contact being changed', () => {
    expect(contactFormValues()).toEqual({
      name: '',
      email: '',
      phone: '',
      position: '',
      usergroup: null,
      role: null,
    });
    expect(
      contactFormValues({
        id: 5,
        name: 'Jean',
        email: 'j@x.fr',
        phone: null,
        position: 'SIG',
        usergroup: 2,
        role: 1,
      }),
    ).toEqual({ name: 'Jean', email: 'j@x.fr', phone: '', position: 'SIG', usergroup: 2, role: 1 });
  });
});
