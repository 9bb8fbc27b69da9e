import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../api/users';
import { newUserFormValues, userFormSchema, userFormValuesOf, userInputOf } from './userForm';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const messagesOf = (values: typeof newUserFormValues) => {
  const result = v.safeParse(userFormSchema(i18n), values);
  return result.success ? {} : v.flatten(result.issues).nested;
};

const valid = { ...newUserFormValues, last_name: 'Dupont', first_name: 'Jean', email: 'jean@example.org' };

describe('the user form rules', () => {
  it('require last name, first name and email', () => {
    expect(messagesOf(newUserFormValues)).toEqual({
      last_name: ['This field is required'],
      first_name: ['This field is required'],
      email: ['This field is required'],
    });
    expect(messagesOf({ ...valid, first_name: '   ' })).toEqual({ first_name: ['This field is required'] });
  });

  it('want a valid email', () => {
    expect(messagesOf({ ...valid, email: 'jean@' })).toEqual({ email: ['Enter a valid email address'] });
  });

  it('allow only letters, digits and @ . + - _ in the additional ID', () => {
    for (const accepted of ['', 'AB-12_c.d+e@f', 'x']) {
      expect(messagesOf({ ...valid, additional_id: accepted })).toEqual({});
    }
    for (const refused of ['a b', 'é', 'a/b', 'a#b', 'a,b']) {
      expect(messagesOf({ ...valid, additional_id: refused })).toEqual({
        additional_id: ['Additional ID must contain only letters, digits and @/./+/-/_'],
      });
    }
  });
});

describe('the user form and the API', () => {
  it('sends empty optional texts as null and leaves out an empty user name', () => {
    expect(userInputOf({ ...valid, phone: ' ', registration_reason: '' })).toEqual({
      last_name: 'Dupont',
      first_name: 'Jean',
      email: 'jean@example.org',
      phone: null,
      additional_id: null,
      status: 2,
      registration_reason: null,
      email_notification: false,
      is_superuser: false,
    });
  });

  it('sends what was filled in', () => {
    expect(
      userInputOf({
        ...valid,
        username: 'jdupont',
        phone: '0594000000',
        additional_id: 'ID-42',
        status: null,
        registration_reason: 'SIG',
        email_notification: true,
      }),
    ).toEqual({
      last_name: 'Dupont',
      first_name: 'Jean',
      email: 'jean@example.org',
      username: 'jdupont',
      phone: '0594000000',
      additional_id: 'ID-42',
      registration_reason: 'SIG',
      email_notification: true,
      is_superuser: false,
    });
  });

  it('fills the form from a user', () => {
    const user: User = {
      id: 5,
      username: 'jdupont',
      first_name: 'Jean',
      last_name: 'Dupont',
      email: 'jean@example.org',
      phone: null,
      additional_id: null,
      status: 1,
      registration_reason: null,
      email_notification: true,
      is_superuser: false,
      date_joined: '2026-01-01T10:00:00Z',
      last_login: null,
      usergroup_roles: [],
    };
    expect(userFormValuesOf(user)).toEqual({
      ...valid,
      username: 'jdupont',
      status: 1,
      email_notification: true,
    });
  });
});
