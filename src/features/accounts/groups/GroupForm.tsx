import { useLingui } from '@lingui/react/macro';
import type { ServerFieldErrors } from '../../../ui/fields/fieldErrors';
import { ImageField } from '../../../ui/fields/ImageField';
import { type ImageChange, noImageChange } from '../../../ui/fields/imageChange';
import type { SelectOption } from '../../../ui/fields/SelectField';
import { FormShell } from '../../../ui/form/FormShell';
import { useKitField } from '../../../ui/form/useKitField';
import { useKitForm } from '../../../ui/form/useKitForm';
import { type GroupFormValues, groupFormSchema } from './groupForm';

export type GroupFormProps = {
  /** Prefix of the fields' ids: 'group' or 'sphere'. */
  idPrefix: string;
  initialValues: GroupFormValues;
  /** URL of the current thumbnail. */
  currentThumbnail?: string | null;
  /** The group-status reference list as choices, sorted by label. */
  statusOptions: readonly SelectOption<number>[];
  /** Only a superuser may change a group's status. */
  canChangeStatus: boolean;
  /** Without the right to change the group, the form only shows it. */
  readOnly?: boolean;
  submitLabel: string;
  /** Saves the values; resolves with the server's field errors when it refused them, else null. */
  onSubmit: (values: GroupFormValues) => Promise<ServerFieldErrors | null>;
};

/**
 * The form of a user group or a sphere: name (required, section 5), display name, description, status
 * and thumbnail, with the server's field errors beside their fields like the form's own.
 */
export function GroupForm({
  idPrefix,
  initialValues,
  currentThumbnail = null,
  statusOptions,
  canChangeStatus,
  readOnly = false,
  submitLabel,
  onSubmit,
}: GroupFormProps) {
  const { t, i18n } = useLingui();
  const { form, kit } = useKitForm({
    name: idPrefix,
    initialValues,
    schema: groupFormSchema(i18n),
    readOnly,
    onSubmit,
    // Once saved, the chosen image is the group's: sending the form again must not send it twice.
    onSaved: (_values, formApi) => formApi.setFieldValue('thumbnail', noImageChange),
  });

  return (
    <FormShell form={form} kit={kit} submitLabel={submitLabel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="name">
          {(field) => <field.TextField label={t`Name`} required autoComplete="off" />}
        </form.AppField>
        <form.AppField name="display_name">
          {(field) => (
            <field.TextField
              label={t`Display name`}
              help={t`Left empty, the name is shown.`}
              autoComplete="off"
            />
          )}
        </form.AppField>
        <div className="sm:col-span-2">
          <form.AppField name="description">
            {(field) => <field.TextAreaField label={t`Description`} rows={3} />}
          </form.AppField>
        </div>
        <form.AppField name="status">
          {(field) => (
            <field.SelectField
              label={t`Status`}
              options={statusOptions}
              disabled={!canChangeStatus}
              help={canChangeStatus || readOnly ? undefined : t`Only a superuser may change this.`}
            />
          )}
        </form.AppField>
        <div className="sm:col-span-2">
          <form.AppField name="thumbnail">
            {() => <GroupImageField label={t`Thumbnail`} current={currentThumbnail} />}
          </form.AppField>
        </div>
      </div>
    </FormShell>
  );
}

/** The thumbnail field bound to the form (a field of its own: an image to keep, replace or remove). */
function GroupImageField({ label, current }: { label: string; current: string | null }) {
  const { name: _name, onBlur: _onBlur, ...bound } = useKitField<ImageChange>(label);
  return <ImageField {...bound} current={current} />;
}
