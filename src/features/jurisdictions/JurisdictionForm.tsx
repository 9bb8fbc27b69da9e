import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { apiErrorFromThrown } from '../../api/errors';
import {
  createJurisdictionMutation,
  type Jurisdiction,
  type JurisdictionInput,
  updateJurisdictionMutation,
} from '../../api/jurisdictions';
import { useMunicipalitySelection } from '../../flows/municipalitySelection';
import { apiErrorToast } from '../../notifications/apiErrorMessages';
import { notify } from '../../notifications/notificationStore';
import type { ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { apiErrorToFormErrors } from '../../ui/form/apiErrorToFormErrors';
import { FormShell } from '../../ui/form/FormShell';
import { useKitForm } from '../../ui/form/useKitForm';
import { fieldMessages } from '../../ui/messages';
import {
  codesKey,
  codesKeyOf,
  codesOf,
  type JurisdictionFormValues,
  jurisdictionFormSchema,
} from './jurisdictionFormSchema';
import { MunicipalitiesField } from './MunicipalitiesField';
import { boundsOfJurisdiction } from './map/mapBounds';
import { MunicipalityDirectory } from './municipalities/municipalityDirectory';

type Props = {
  /** The jurisdiction to change; a new one when absent. */
  jurisdiction?: Jurisdiction;
  /** Superusers change jurisdictions; others see them (decision 0003). */
  editable: boolean;
};

const linkClass =
  'rounded-md border border-slate-500 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-100';

/** Display name, identification code and municipalities of a jurisdiction; saving returns to the list. */
export function JurisdictionForm({ jurisdiction, editable }: Props) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const directory = useMemo(() => new MunicipalityDirectory(), []);
  const bounds = useMemo(() => boundsOfJurisdiction(jurisdiction?.latlon_bounding_box), [jurisdiction]);
  const create = useMutation({ ...createJurisdictionMutation(), meta: { errorsShownByScreen: true } });
  const update = useMutation({ ...updateJurisdictionMutation(), meta: { errorsShownByScreen: true } });
  const initialValues: JurisdictionFormValues = {
    display_name: jurisdiction?.display_name ?? '',
    codename: jurisdiction?.codename ?? '',
    // Sorted as the selection holds them: an unchanged selection is no change.
    municipalities: codesKey(jurisdiction?.municipalities ?? []),
  };

  async function save(values: JurisdictionFormValues): Promise<ServerFieldErrors | null> {
    // The selection is the machine's: the form's copy follows it, the machine is what is sent.
    const body: JurisdictionInput = {
      display_name: values.display_name.trim(),
      codename: values.codename.trim(),
      municipalities: [...selection.selectedCodes],
    };
    const name = body.display_name;
    try {
      if (jurisdiction) await update.mutateAsync({ id: jurisdiction.id, body });
      else await create.mutateAsync(body);
    } catch (thrown) {
      const error = apiErrorFromThrown(thrown);
      // A 403 already opened the 403 page; a cancelled request is never shown.
      if (error.kind === 'forbidden' || error.kind === 'cancelled') return null;
      // The answer's detail goes on the whole form: a refusal may have no field of its own.
      const errors = apiErrorToFormErrors(error, { withDetail: true });
      if (errors) return errors;
      const toast = apiErrorToast(error, i18n);
      if (toast) notify('error', toast.lines, toast.title);
      return null;
    }
    // Navigate first: every navigation clears the notifications.
    await navigate({ to: '/$locale/jurisdictions/', params: { locale: i18n.locale } });
    notify('success', [
      jurisdiction ? t`The jurisdiction ${name} was updated` : t`The jurisdiction ${name} was created`,
    ]);
    return null;
  }

  const { form, kit } = useKitForm({
    name: 'jurisdiction',
    initialValues,
    schema: jurisdictionFormSchema(() => i18n._(fieldMessages.required)),
    readOnly: !editable,
    onSubmit: save,
  });
  const selection = useMunicipalitySelection({
    // A draft written before drafts held the selection has none: the jurisdiction's own then.
    initialCodes: codesOf(codesKeyOf(kit.draft.values.municipalities) ?? initialValues.municipalities),
    onFound: (found) => directory.add(found),
  });
  const backToList = (
    <Link to="/$locale/jurisdictions/" params={{ locale: i18n.locale }} className={linkClass}>
      {editable ? t`Cancel` : t`Back to the list`}
    </Link>
  );

  return (
    <div className="flex flex-col gap-4">
      {editable ? null : (
        <p className="text-sm text-slate-700">{t`Only administrators can change jurisdictions.`}</p>
      )}
      <FormShell form={form} kit={kit} submitLabel={t`Save`} actions={backToList}>
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            <form.AppField name="display_name">
              {(field) => <field.TextField label={t`Display name`} required />}
            </form.AppField>
            <form.AppField name="codename">
              {(field) => <field.TextField label={t`Identification code`} required />}
            </form.AppField>
          </div>
          <form.AppField name="municipalities">
            {() => (
              <MunicipalitiesField
                label={t`Municipalities`}
                selection={selection}
                directory={directory}
                bounds={bounds}
                editable={editable}
              />
            )}
          </form.AppField>
        </div>
      </FormShell>
      {editable ? null : <div>{backToList}</div>}
    </div>
  );
}
