import { useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { DraftNotice } from '../../../app/drafts/DraftNotice';
import { type FormDraft, useFormDraft } from '../../../app/drafts/useFormDraft';
import { Button } from '../../../ui/Button';
import { buildErrorSummary } from '../../../ui/fields/errorSummary';
import { FormErrorSummary } from '../../../ui/fields/FormErrorSummary';
import {
  collectFieldErrors,
  errorMessages,
  mergeFieldErrors,
  type ServerFieldErrors,
} from '../../../ui/fields/fieldErrors';
import { RequiredFieldsNote } from '../../../ui/fields/RequiredFieldsNote';
import { SelectField, type SelectOption } from '../../../ui/fields/SelectField';
import { TextAreaField } from '../../../ui/fields/TextAreaField';
import { TextField } from '../../../ui/fields/TextField';
import { type GroupFormValues, groupFormSchema } from './groupForm';
import { ImageField } from './ImageField';
import { noImageChange } from './imageChange';

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

type FieldName = keyof GroupFormValues;

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
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  // The draft reads `form` only after render, once it exists.
  const draft: FormDraft<GroupFormValues> = useFormDraft(idPrefix, initialValues, () => form);
  const form = useForm({
    defaultValues: draft.values,
    validators: { onSubmit: groupFormSchema(i18n) },
    onSubmit: async ({ value, formApi }) => {
      const errors = await draft.saving(() => onSubmit(value));
      setServerErrors(errors ?? {});
      // Once saved, the chosen image is the group's: sending the form again must not send it twice.
      if (!errors) formApi.setFieldValue('thumbnail', noImageChange);
    },
  });
  const fieldMeta = useStore(form.store, (state) => state.fieldMeta);
  const attempts = useStore(form.store, (state) => state.submissionAttempts);
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  const id = (name: FieldName) => `${idPrefix}-${name}`;
  const labels: Record<FieldName, string> = {
    name: t`Name`,
    display_name: t`Display name`,
    description: t`Description`,
    status: t`Status`,
    thumbnail: t`Thumbnail`,
  };
  const summaryFields = (Object.keys(labels) as FieldName[]).map((name) => ({
    name,
    id: id(name),
    label: labels[name],
  }));
  const errorsOf = (name: FieldName, clientErrors: readonly unknown[]) =>
    mergeFieldErrors({ [name]: errorMessages(clientErrors) }, { [name]: serverErrors[name] })[name];
  // A server complaint about a field no longer holds once the person changes it.
  const changed = (name: FieldName) => setServerErrors(({ [name]: _, ...rest }) => rest);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void form.handleSubmit();
      }}
    >
      <DraftNotice draft={draft} />
      <FormErrorSummary
        entries={buildErrorSummary(
          mergeFieldErrors(collectFieldErrors(fieldMeta), serverErrors),
          summaryFields,
        )}
        focusKey={attempts}
      />
      {readOnly ? null : <RequiredFieldsNote />}
      <fieldset disabled={readOnly} className="grid gap-4 sm:grid-cols-2">
        {(['name', 'display_name'] as const).map((name) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <TextField
                id={id(name)}
                label={labels[name]}
                required={name === 'name'}
                help={name === 'display_name' ? t`Left empty, the name is shown.` : undefined}
                autoComplete="off"
                value={field.state.value}
                onChange={(value) => {
                  field.handleChange(value);
                  changed(name);
                }}
                onBlur={field.handleBlur}
                errors={errorsOf(name, field.state.meta.errors)}
              />
            )}
          </form.Field>
        ))}
        <div className="sm:col-span-2">
          <form.Field name="description">
            {(field) => (
              <TextAreaField
                id={id('description')}
                label={labels.description}
                rows={3}
                value={field.state.value}
                onChange={(value) => {
                  field.handleChange(value);
                  changed('description');
                }}
                onBlur={field.handleBlur}
                errors={errorsOf('description', field.state.meta.errors)}
              />
            )}
          </form.Field>
        </div>
        <form.Field name="status">
          {(field) => (
            <SelectField
              id={id('status')}
              label={labels.status}
              options={statusOptions}
              disabled={!canChangeStatus}
              help={canChangeStatus || readOnly ? undefined : t`Only a superuser may change this.`}
              value={field.state.value}
              onChange={(value) => {
                field.handleChange(value);
                changed('status');
              }}
              onBlur={field.handleBlur}
              errors={errorsOf('status', field.state.meta.errors)}
            />
          )}
        </form.Field>
        <div className="sm:col-span-2">
          <form.Field name="thumbnail">
            {(field) => (
              <ImageField
                id={id('thumbnail')}
                label={labels.thumbnail}
                current={currentThumbnail}
                disabled={readOnly}
                value={field.state.value}
                onChange={(value) => {
                  field.handleChange(value);
                  changed('thumbnail');
                }}
                errors={errorsOf('thumbnail', field.state.meta.errors)}
              />
            )}
          </form.Field>
        </div>
      </fieldset>
      {readOnly ? null : (
        <div className="mt-6 flex gap-3">
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
