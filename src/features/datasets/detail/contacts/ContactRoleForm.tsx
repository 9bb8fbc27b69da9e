import { useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useState } from 'react';
import type { Contact } from '../../../../api/contacts';
import type { ReferenceItem } from '../../../../api/referenceLists';
import { Button } from '../../../../ui/Button';
import { buildErrorSummary } from '../../../../ui/fields/errorSummary';
import { FormErrorSummary } from '../../../../ui/fields/FormErrorSummary';
import {
  collectFieldErrors,
  errorMessages,
  mergeFieldErrors,
  type ServerFieldErrors,
} from '../../../../ui/fields/fieldErrors';
import { SelectField } from '../../../../ui/fields/SelectField';
import { type ContactRoleValues, contactRoleSchema } from './contactRoleSchema';

type ContactRoleFormProps = {
  idPrefix: string;
  /** The organisation's contacts to choose from. */
  contacts: readonly Contact[];
  contactsLoading?: boolean;
  roles: readonly ReferenceItem[];
  initialValues?: ContactRoleValues;
  submitLabel: string;
  onSubmit: (contact: Contact, role: ReferenceItem) => Promise<ServerFieldErrors | null>;
  onCancel: () => void;
};

type FieldName = keyof ContactRoleValues;

/** Chooses one of the organisation's contacts and the role it holds on the dataset. */
export function ContactRoleForm({
  idPrefix,
  contacts,
  contactsLoading = false,
  roles,
  initialValues = { contact: null, role: null },
  submitLabel,
  onSubmit,
  onCancel,
}: ContactRoleFormProps) {
  const { t, i18n } = useLingui();
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const form = useForm({
    defaultValues: initialValues,
    validators: { onSubmit: contactRoleSchema(i18n) },
    onSubmit: async ({ value }) => {
      const contact = contacts.find((candidate) => candidate.id === value.contact);
      const role = roles.find((candidate) => candidate.id === value.role);
      if (contact && role) setServerErrors((await onSubmit(contact, role)) ?? {});
    },
  });
  const fieldMeta = useStore(form.store, (state) => state.fieldMeta);
  const attempts = useStore(form.store, (state) => state.submissionAttempts);
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  const id = (name: FieldName) => `${idPrefix}-${name}`;
  const labels: Record<FieldName, string> = { contact: t`Contact`, role: t`Role on the dataset` };
  const options: Record<FieldName, { value: number; label: string }[]> = {
    contact: contacts.map((contact) => ({ value: contact.id, label: `${contact.name} (${contact.email})` })),
    role: roles.map((role) => ({ value: role.id, label: role.label })),
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void form.handleSubmit();
      }}
    >
      <FormErrorSummary
        entries={buildErrorSummary(
          mergeFieldErrors(collectFieldErrors(fieldMeta), serverErrors),
          (['contact', 'role'] as const).map((name) => ({ name, id: id(name), label: labels[name] })),
        )}
        focusKey={attempts}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {(['contact', 'role'] as const).map((name) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <SelectField
                id={id(name)}
                label={labels[name]}
                required
                options={options[name]}
                help={
                  name === 'contact' && !contactsLoading && contacts.length === 0
                    ? t`The organisation has no contact yet: create one.`
                    : undefined
                }
                value={field.state.value}
                onChange={(value) => {
                  field.handleChange(value);
                  setServerErrors(({ [name]: _, ...rest }) => rest);
                }}
                onBlur={field.handleBlur}
                errors={
                  mergeFieldErrors(
                    { [name]: errorMessages(field.state.meta.errors) },
                    { [name]: serverErrors[name] },
                  )[name]
                }
              />
            )}
          </form.Field>
        ))}
      </div>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
