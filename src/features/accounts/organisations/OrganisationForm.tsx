import { useLingui } from '@lingui/react/macro';
import type { ServerFieldErrors } from '../../../ui/fields/fieldErrors';
import { ImageField } from '../../../ui/fields/ImageField';
import { type ImageChange, noImageChange } from '../../../ui/fields/imageChange';
import { FormShell } from '../../../ui/form/FormShell';
import { useKitField } from '../../../ui/form/useKitField';
import { useKitForm } from '../../../ui/form/useKitForm';
import { logoContentError } from './logoContent';
import { type OrganisationFormValues, organisationFormSchema } from './organisationForm';
import type { OrganisationFormOptions } from './useOrganisationFormOptions';

export type OrganisationFormProps = {
  initialValues: OrganisationFormValues;
  /** URL of the current logo. */
  currentLogo?: string | null;
  options: OrganisationFormOptions;
  /** Only a superuser may change an organisation's status and partnership. */
  superuser: boolean;
  /** Without the right to change the organisation, the form only shows it. */
  readOnly?: boolean;
  submitLabel: string;
  /** Saves the values; resolves with the server's field errors when it refused them, else null. */
  onSubmit: (values: OrganisationFormValues) => Promise<ServerFieldErrors | null>;
};

/**
 * The organisation form: every writable field of an Organisation and its logo, with the rules of section 5
 * (display name and type required, phone digits only, logo JPG or PNG of at most 2 MB, checked as soon as
 * it is chosen) and the server's field errors beside their fields.
 */
export function OrganisationForm({
  initialValues,
  currentLogo = null,
  options,
  superuser,
  readOnly = false,
  submitLabel,
  onSubmit,
}: OrganisationFormProps) {
  const { t, i18n } = useLingui();
  const { form, kit } = useKitForm({
    name: 'organisation',
    initialValues,
    schema: organisationFormSchema(i18n),
    readOnly,
    onSubmit,
    // Once saved, the chosen logo is the organisation's: sending the form again must not send it twice.
    onSaved: (_values, formApi) => formApi.setFieldValue('logo', noImageChange),
  });
  const superuserOnly = superuser || readOnly ? undefined : t`Only a superuser may change this.`;

  return (
    <FormShell form={form} kit={kit} submitLabel={submitLabel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="display_name">
          {(field) => <field.TextField label={t`Name`} required autoComplete="off" />}
        </form.AppField>
        <form.AppField name="acronym">
          {(field) => <field.TextField label={t`Acronym`} autoComplete="off" />}
        </form.AppField>
        <form.AppField name="organisation_type">
          {(field) => <field.SelectField label={t`Organisation type`} required options={options.types} />}
        </form.AppField>
        <form.AppField name="siret">
          {(field) => <field.TextField label={t`SIRET number`} help={t`14 digits.`} autoComplete="off" />}
        </form.AppField>
        <form.AppField name="phone">
          {(field) => (
            <field.TextField label={t`Phone`} type="tel" help={t`Digits only.`} autoComplete="off" />
          )}
        </form.AppField>
        <form.AppField name="website">
          {(field) => (
            <field.TextField
              label={t`Website`}
              type="url"
              help={t`For example https://www.example.org`}
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name="jurisdiction">
          {(field) => (
            <field.SelectField
              label={t`Jurisdiction`}
              options={options.jurisdictions}
              emptyOption={t`Not linked to a territory`}
            />
          )}
        </form.AppField>
        <form.AppField name="status">
          {(field) => (
            <field.SelectField
              label={t`Status`}
              options={options.statuses}
              disabled={!superuser}
              help={superuserOnly}
            />
          )}
        </form.AppField>
        <div className="sm:col-span-2">
          <form.AppField name="postal_address">
            {(field) => <field.TextAreaField label={t`Postal address`} rows={3} />}
          </form.AppField>
        </div>
        <div className="sm:col-span-2">
          <form.AppField name="description">
            {(field) => <field.TextAreaField label={t`Description`} rows={3} />}
          </form.AppField>
        </div>
        <form.AppField name="partnership">
          {(field) => (
            <field.CheckboxField label={t`Partner organisation`} disabled={!superuser} help={superuserOnly} />
          )}
        </form.AppField>
        <div className="sm:col-span-2">
          <form.AppField
            name="logo"
            validators={{ onChangeAsync: ({ value }) => logoContentError(i18n, value) }}
          >
            {() => <LogoField label={t`Logo`} current={currentLogo} />}
          </form.AppField>
        </div>
      </div>
    </FormShell>
  );
}

/** The logo bound to the form (a field of its own: an image to keep, replace or remove). */
function LogoField({ label, current }: { label: string; current: string | null }) {
  const { name: _name, onBlur: _onBlur, ...bound } = useKitField<ImageChange>(label);
  return <ImageField {...bound} current={current} />;
}
