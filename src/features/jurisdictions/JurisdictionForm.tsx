import { useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { apiErrorFromThrown } from '../../api/errors';
import {
  createJurisdictionMutation,
  type Jurisdiction,
  type JurisdictionInput,
  updateJurisdictionMutation,
} from '../../api/jurisdictions';
import { DraftNotice } from '../../app/drafts/DraftNotice';
import { type FormDraft, useFormDraft } from '../../app/drafts/useFormDraft';
import { useMunicipalitySelection } from '../../flows/municipalitySelection';
import { apiErrorToast } from '../../notifications/apiErrorMessages';
import { notify } from '../../notifications/notificationStore';
import { Button } from '../../ui/Button';
import { buildErrorSummary } from '../../ui/fields/errorSummary';
import { FormErrorSummary } from '../../ui/fields/FormErrorSummary';
import { collectFieldErrors, mergeFieldErrors, type ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { RequiredFieldsNote } from '../../ui/fields/RequiredFieldsNote';
import { TextField } from '../../ui/fields/TextField';
import { fieldMessages } from '../../ui/messages';
import { type JurisdictionFormValues, jurisdictionFormSchema } from './jurisdictionFormSchema';
import { boundsOfJurisdiction } from './map/mapBounds';
import { MunicipalityPicker } from './municipalities/MunicipalityPicker';
import { MunicipalityDirectory } from './municipalities/municipalityDirectory';
import { serverErrorsOf } from './serverErrors';

/** What a draft of the form keeps: the two fields and the selected municipalities (INSEE codes). */
type JurisdictionDraft = JurisdictionFormValues & { municipalities?: readonly string[] };

type Props = {
  /** The jurisdiction to change; a new one when absent. */
  jurisdiction?: Jurisdiction;
  /** Superusers change jurisdictions; others see them (decision 0003). */
  editable: boolean;
};

const ids = {
  display_name: 'jurisdiction-name',
  codename: 'jurisdiction-codename',
  municipalities: 'jurisdiction-codes',
};

/** Display name, identification code and municipalities of a jurisdiction; saving returns to the list. */
export function JurisdictionForm({ jurisdiction, editable }: Props) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const directory = useMemo(() => new MunicipalityDirectory(), []);
  const initialValues: JurisdictionDraft = {
    display_name: jurisdiction?.display_name ?? '',
    codename: jurisdiction?.codename ?? '',
    // Sorted as the selection holds them: an unchanged selection is no change to keep as a draft.
    municipalities: [...(jurisdiction?.municipalities ?? [])].sort(),
  };
  // The draft holds the selected municipalities beside the two fields; it reads `form` and `selection`
  // only after render, once they exist.
  const draft: FormDraft<JurisdictionDraft> = useFormDraft('jurisdiction', initialValues, () => ({
    state: { values: { ...form.state.values, municipalities: [...selection.selectedCodes] } },
    reset: (values) => {
      form.reset({ display_name: values.display_name, codename: values.codename });
      selection.recalculate((values.municipalities ?? []).join(','));
    },
  }));
  const selection = useMunicipalitySelection({
    // A draft written before drafts held the selection has none: the jurisdiction's own then.
    initialCodes: draft.values.municipalities ?? initialValues.municipalities ?? [],
    onFound: (found) => directory.add(found),
  });
  const bounds = useMemo(() => boundsOfJurisdiction(jurisdiction?.latlon_bounding_box), [jurisdiction]);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const create = useMutation({ ...createJurisdictionMutation(), meta: { errorsShownByScreen: true } });
  const update = useMutation({ ...updateJurisdictionMutation(), meta: { errorsShownByScreen: true } });

  async function save(values: JurisdictionFormValues) {
    const body: JurisdictionInput = { ...values, municipalities: [...selection.selectedCodes] };
    const name = values.display_name;
    try {
      if (jurisdiction) await update.mutateAsync({ id: jurisdiction.id, body });
      else await create.mutateAsync(body);
    } catch (thrown) {
      const error = apiErrorFromThrown(thrown);
      // A 403 already opened the 403 page; a cancelled request is never shown.
      if (error.kind === 'forbidden' || error.kind === 'cancelled') return;
      const errors = error.kind === 'fields' ? serverErrorsOf(error) : {};
      if (Object.keys(errors).length > 0) {
        setServerErrors(errors);
        return;
      }
      const toast = apiErrorToast(error, i18n);
      if (toast) notify('error', toast.lines, toast.title);
      return;
    }
    // Navigate first: every navigation clears the notifications.
    await navigate({ to: '/$locale/jurisdictions/', params: { locale: i18n.locale } });
    notify('success', [
      jurisdiction ? t`The jurisdiction ${name} was updated` : t`The jurisdiction ${name} was created`,
    ]);
  }

  const required = () => i18n._(fieldMessages.required);
  const form = useForm({
    defaultValues: { display_name: draft.values.display_name, codename: draft.values.codename },
    validators: { onSubmit: jurisdictionFormSchema(required) },
    onSubmit: ({ value }) =>
      draft.saving(() => save({ display_name: value.display_name.trim(), codename: value.codename.trim() })),
  });
  const fieldMeta = useStore(form.store, (state) => state.fieldMeta);
  const attempts = useStore(form.store, (state) => state.submissionAttempts);
  const errors = mergeFieldErrors(collectFieldErrors(fieldMeta), serverErrors);
  const labels = { display_name: t`Display name`, codename: t`Identification code` };
  const summaryFields = [
    { name: 'display_name', id: ids.display_name, label: labels.display_name },
    { name: 'codename', id: ids.codename, label: labels.codename },
    { name: 'municipalities', id: ids.municipalities, label: t`Municipalities` },
  ];
  // A server complaint about a field no longer holds once the person changes it.
  const forget = (name: string) => setServerErrors(({ [name]: _, ...rest }) => rest);
  const selectedCodes = selection.selectedCodes;
  useEffect(() => {
    if (selectedCodes) setServerErrors(({ municipalities: _, ...rest }) => rest);
  }, [selectedCodes]);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
      className="flex flex-col gap-4"
    >
      <DraftNotice draft={draft} />
      <FormErrorSummary entries={buildErrorSummary(errors, summaryFields)} focusKey={attempts} />
      {editable ? (
        <RequiredFieldsNote />
      ) : (
        <p className="text-sm text-slate-700">{t`Only administrators can change jurisdictions.`}</p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {(['display_name', 'codename'] as const).map((name) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <TextField
                id={ids[name]}
                label={labels[name]}
                required
                disabled={!editable}
                value={field.state.value}
                onChange={(value) => {
                  field.handleChange(value);
                  forget(name);
                }}
                onBlur={field.handleBlur}
                errors={errors[name]}
              />
            )}
          </form.Field>
        ))}
      </div>
      <MunicipalityPicker
        selection={selection}
        directory={directory}
        bounds={bounds}
        codesId={ids.municipalities}
        errors={serverErrors.municipalities ? errors.municipalities : undefined}
        editable={editable}
      />
      <div className="flex flex-wrap gap-2">
        {editable ? (
          <Button type="submit" loading={create.isPending || update.isPending || selection.checking}>
            {t`Save`}
          </Button>
        ) : null}
        <Link
          to="/$locale/jurisdictions/"
          params={{ locale: i18n.locale }}
          className="rounded-md border border-slate-500 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-100"
        >
          {editable ? t`Cancel` : t`Back to the list`}
        </Link>
      </div>
    </form>
  );
}
