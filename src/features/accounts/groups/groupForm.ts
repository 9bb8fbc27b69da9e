import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import type { UserGroup, UserGroupInput } from '../../../api/usergroups';
import { type ImageChange, imageChangeSchema, noImageChange } from '../../../ui/fields/imageChange';
import { fieldMessages } from '../../../ui/messages';
import { type GroupKind, groupKinds } from './groupKinds';

/** What the group and sphere form edits: the writable fields of a UserGroup and its thumbnail. */
export type GroupFormValues = {
  name: string;
  display_name: string;
  description: string;
  status: number | null;
  thumbnail: ImageChange;
};

/** Groups created from the back-office are active. */
const ACTIVE_STATUS = 2;

export const newGroupFormValues: GroupFormValues = {
  name: '',
  display_name: '',
  description: '',
  status: ACTIVE_STATUS,
  thumbnail: noImageChange,
};

export function groupFormValuesOf(group: UserGroup): GroupFormValues {
  return {
    name: group.name,
    // Shown empty when it only repeats the name, so that renaming the group renames it too.
    display_name: group.display_name === group.name ? '' : group.display_name,
    description: group.description ?? '',
    status: group.status,
    thumbnail: noImageChange,
  };
}

/**
 * The body of POST or PUT user-groups. An empty display name is left out: the server then uses the name.
 * The status is sent only when the person may change it (superusers).
 */
export function groupInputOf(kind: GroupKind, values: GroupFormValues, withStatus: boolean): UserGroupInput {
  const displayName = values.display_name.trim();
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    ...(displayName ? { display_name: displayName } : {}),
    description: description || null,
    usergroup_type: groupKinds[kind].type,
    ...(withStatus && values.status !== null ? { status: values.status } : {}),
  };
}

/** The rules of the group and sphere forms (section 5): the name is required; the thumbnail is an image. */
export function groupFormSchema(i18n: I18n) {
  const required = () => i18n._(fieldMessages.required);
  return v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty(required)),
    display_name: v.string(),
    description: v.string(),
    status: v.nullable(v.number()),
    thumbnail: imageChangeSchema(i18n),
  });
}
