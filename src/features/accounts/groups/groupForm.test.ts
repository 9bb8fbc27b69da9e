import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserGroup } from '../../../api/usergroups';
import { groupFormSchema, groupFormValuesOf, groupInputOf, newGroupFormValues } from './groupForm';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const messagesOf = (values: typeof newGroupFormValues) => {
  const result = v.safeParse(groupFormSchema(i18n), values);
  return result.success ? {} : v.flatten(result.issues).nested;
};

const image = (size: number, name = 'logo.png', type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

describe('the group and sphere form rules', () => {
  it('require the name', () => {
    expect(messagesOf(newGroupFormValues)).toEqual({ name: ['This field is required'] });
    expect(messagesOf({ ...newGroupFormValues, name: '  ' })).toEqual({ name: ['This field is required'] });
    expect(messagesOf({ ...newGroupFormValues, name: 'Mobilité' })).toEqual({});
  });

  it('take a JPG or PNG thumbnail of at most 2 MB', () => {
    const valid = { ...newGroupFormValues, name: 'Mobilité' };
    expect(messagesOf({ ...valid, thumbnail: { file: image(1024), remove: false } })).toEqual({});
    expect(messagesOf({ ...valid, thumbnail: { file: image(3 * 1024 * 1024), remove: false } })).toEqual({
      thumbnail: [expect.stringMatching(/^The file must not exceed 2\.0\sMo$/)],
    });
    expect(
      messagesOf({ ...valid, thumbnail: { file: image(10, 'logo.gif', 'image/gif'), remove: false } }),
    ).toEqual({ thumbnail: ['This type of file is not accepted. Accepted formats: JPG or PNG'] });
  });
});

describe('the group form and the API', () => {
  it('sends the name, the type, and no display name when it is empty', () => {
    expect(
      groupInputOf('sphere', { ...newGroupFormValues, name: ' Littoral ', description: ' ' }, false),
    ).toEqual({ name: 'Littoral', description: null, usergroup_type: 'group-of-organisation' });
  });

  it('sends the display name, the description, and the status when it may change', () => {
    expect(
      groupInputOf(
        'group',
        {
          ...newGroupFormValues,
          name: 'mobilite',
          display_name: 'Mobilité',
          description: 'Transports',
          status: 3,
        },
        true,
      ),
    ).toEqual({
      name: 'mobilite',
      display_name: 'Mobilité',
      description: 'Transports',
      usergroup_type: 'user-group',
      status: 3,
    });
  });

  it('fills the form from a group, leaving a display name equal to the name empty', () => {
    const group = {
      id: 12,
      name: 'Mobilité',
      display_name: 'Mobilité',
      description: null,
      usergroup_type: 'user-group',
      status: 2,
    } as UserGroup;
    expect(groupFormValuesOf(group)).toEqual({ ...newGroupFormValues, name: 'Mobilité' });
    expect(groupFormValuesOf({ ...group, display_name: 'Groupe Mobilité' }).display_name).toBe(
      'Groupe Mobilité',
    );
  });
});
