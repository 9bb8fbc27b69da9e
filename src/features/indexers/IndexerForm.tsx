import { useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import { useEffect, useMemo } from 'react';
import type { Indexer } from '../../api/indexers';
import { defaultLevelLabels, defaultLevels } from '../../domain/permissionLevels';
import { FieldShell } from '../../ui/fields/FieldShell';
import type { ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { controlClass } from '../../ui/fields/fieldStyles';
import { FormShell } from '../../ui/form/FormShell';
import { useKitForm } from '../../ui/form/useKitForm';
import { fieldMessages } from '../../ui/messages';
import {
  IDENTIFIER_VARIABLE,
  type IndexerFormMessages,
  type IndexerFormValues,
  indexerFormSchema,
  urlPatternError,
} from './indexerFormSchema';
import { missingIdentifierMessage } from './indexerMessages';
import { useIndexerFormOptions } from './useIndexerFormOptions';

type IndexerFormProps = {
  /** The indexer being edited; null on the new-indexer screen. */
  indexer: Indexer | null;
  initialValues: IndexerFormValues;
  /** Without the right to change the indexer, the form only shows it. */
  readOnly?: boolean;
  /** Saves; resolves with the server's field errors when it refused the values, null otherwise. */
  onSubmit: (values: IndexerFormValues) => Promise<ServerFieldErrors | null>;
};

/** Every field of an indexer (specification section 3) with the rules of section 5. */
export function IndexerForm({ indexer, initialValues, readOnly = false, onSubmit }: IndexerFormProps) {
  const { t, i18n } = useLingui();
  const options = useIndexerFormOptions(initialValues.usergroup_id ?? 0);
  const messages = useMemo<IndexerFormMessages>(
    () => ({
      required: () => i18n._(fieldMessages.required),
      invalidUrl: () => i18n._(fieldMessages.invalidUrl),
      missingIdentifier: () => i18n._(missingIdentifierMessage),
    }),
    [i18n],
  );
  const schema = useMemo(() => indexerFormSchema(messages), [messages]);
  // A new indexer starts with the first kind of catalogue once the kinds are known: that choice is the
  // form's starting value, not a change of the person's.
  const firstType = options.types[0]?.id;
  const startValues =
    initialValues.type === null && firstType !== undefined
      ? { ...initialValues, type: firstType }
      : initialValues;
  const { form, kit } = useKitForm({
    name: 'indexer',
    initialValues: startValues,
    schema,
    readOnly,
    onSubmit,
  });
  const type = useStore(form.store, (state) => state.values.type);
  useEffect(() => {
    if (type === null && firstType !== undefined) form.setFieldValue('type', firstType);
  }, [type, firstType, form]);

  const implementation = options.types.find((candidate) => candidate.id === type)?.implementation_type ?? '';
  const variable = IDENTIFIER_VARIABLE;

  return (
    <FormShell
      form={form}
      kit={kit}
      submitLabel={indexer ? t`Save the indexer` : t`Create the indexer`}
      aria-label={indexer ? t`Indexer settings` : t`New indexer`}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <form.AppField name="type">
            {(field) => (
              <field.SelectField
                label={t`Type of catalogue`}
                emptyOption={false}
                options={options.typeOptions}
              />
            )}
          </form.AppField>
          <FieldShell id="indexer-implementation_type" label={t`Implementation type`}>
            {(control) => (
              <input
                {...control}
                readOnly
                value={implementation}
                className={`${controlClass(false)} bg-slate-50`}
              />
            )}
          </FieldShell>
        </div>
        <form.AppField name="name">{(field) => <field.TextField label={t`Name`} required />}</form.AppField>
        <form.AppField name="description">
          {(field) => <field.TextAreaField label={t`Description`} rows={3} />}
        </form.AppField>
        <form.AppField name="url">
          {(field) => (
            <field.TextField
              label={t`Remote catalogue URL`}
              required
              type="url"
              help={t`The address of the remote catalogue (CKAN site or API, CSW service, OpenDataSoft portal, DCAT JSON feed).`}
            />
          )}
        </form.AppField>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <form.AppField name="command">
            {(field) => (
              <field.TextField
                label={t`Command`}
                required
                help={t`The harvester's command, for example harvest.`}
              />
            )}
          </form.AppField>
          <form.AppField name="scheduler">
            {(field) => <field.SelectField label={t`Scheduler`} required options={options.schedulers} />}
          </form.AppField>
        </div>
        <form.AppField name="organisation_filter">
          {(field) => (
            <field.TextField
              label={t`Organisation filter`}
              help={t`Harvest only the records of this organisation of the remote catalogue; leave empty for all. CKAN: its identifier in the organisation’s address (e.g. ville-de-paris); other catalogues: a part of its name.`}
            />
          )}
        </form.AppField>
        {/* Checked as the person types (section 5), not only when the form is sent. */}
        <form.AppField
          name="url_pattern"
          validators={{ onChange: ({ value }) => urlPatternError(value, messages) }}
        >
          {(field) => (
            <field.TextField
              label={t`URL pattern`}
              help={t`The public address of a harvested record, containing ${variable}, which is replaced by the record's identifier. Leave empty to link to the remote catalogue.`}
            />
          )}
        </form.AppField>
        <form.AppField name="usergroup_id">
          {(field) => (
            <field.SelectField label={t`User group`} required emptyOption={false} options={options.groups} />
          )}
        </form.AppField>
        <fieldset className="flex flex-col gap-4 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-900">{t`Datasets created by a harvest`}</legend>
          <form.AppField name="publish_datasets">
            {(field) => (
              <field.CheckboxField
                label={t`Publish the datasets a harvest creates`}
                help={t`A harvest never changes the publication of a dataset it updates.`}
              />
            )}
          </form.AppField>
          <form.AppField name="default_permission_level">
            {(field) => (
              <field.SelectField
                label={t`Default permission level`}
                emptyOption={false}
                options={defaultLevels.map((level) => ({
                  value: level,
                  label: i18n._(defaultLevelLabels[level]),
                }))}
                help={t`The access level of the datasets a harvest creates. A dataset with nothing to download gets consultation instead of download.`}
              />
            )}
          </form.AppField>
        </fieldset>
      </div>
    </FormShell>
  );
}
