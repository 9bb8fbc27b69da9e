import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as v from 'valibot';
import { schedulersQuery } from '../../api/referenceLists';
import { type ResourceKind, resourceKindScenariosQuery } from '../../api/resourceKinds';
import {
  createScenarioExecutionFrequencyMutation,
  deleteScenarioExecutionFrequencyMutation,
  patchScenarioExecutionFrequencyMutation,
  type Resource,
} from '../../api/resources';
import { serverFieldErrorsOf } from '../../domain/contacts/useContactSave';
import { useTaskWords } from '../../domain/tasks/TaskCode';
import { notify } from '../../notifications/notificationStore';
import { Button } from '../../ui/Button';
import { FormShell } from '../../ui/form/FormShell';
import { useKitForm } from '../../ui/form/useKitForm';
import { fieldMessages } from '../../ui/messages';

type AutomaticUpdateProps = {
  resource: Pick<
    Resource,
    'id' | 'display_name' | 'scheduler_frequency' | 'update_scenario' | 'scenario_execution_frequency_id'
  >;
  kind: ResourceKind;
  kindId: number;
  /** The resource may not be changed (sFTP for superusers only): the form only shows it. */
  disabled: boolean;
  /** Without the right to change the resource, the form only shows it. */
  readOnly?: boolean;
};

/** The form's fields are named as the scenario-execution-frequency body, so a refusal lands on its field. */
type AutomaticUpdateValues = { scheduler: number | null; scenario_id: number | null };

/**
 * The automatic update of a resource (its scheduler frequency and update scenario): which update
 * scenario runs, on which scheduler. Saved on its own (scenario-execution-frequency), apart from the
 * resource form, since it starts no scenario now.
 */
export function AutomaticUpdate({
  resource,
  kind,
  kindId,
  disabled,
  readOnly = false,
}: AutomaticUpdateProps) {
  const words = useTaskWords();
  const { t, i18n } = useLingui();
  const name = resource.display_name;
  const schedulers = useQuery(schedulersQuery(i18n.locale));
  const scenarios = useQuery(resourceKindScenariosQuery(kind, kindId));
  const updateScenarios = (scenarios.data ?? []).filter((scenario) => scenario.action === 'update');
  const create = useMutation(createScenarioExecutionFrequencyMutation());
  const patch = useMutation(patchScenarioExecutionFrequencyMutation());
  const remove = useMutation(deleteScenarioExecutionFrequencyMutation());
  const frequencyId = resource.scenario_execution_frequency_id;

  const schema = useMemo(() => {
    const chosen = v.pipe(
      v.nullable(v.number()),
      v.nonNullable(v.number(), () => i18n._(fieldMessages.required)),
    );
    return v.object({ scheduler: chosen, scenario_id: chosen });
  }, [i18n]);
  const { form, kit } = useKitForm<AutomaticUpdateValues>({
    name: `automatic-update-${resource.id}`,
    idPrefix: 'automatic-update',
    initialValues: { scheduler: resource.scheduler_frequency, scenario_id: resource.update_scenario },
    schema,
    readOnly: readOnly || disabled,
    onSubmit: async ({ scheduler, scenario_id }) => {
      if (scheduler === null || scenario_id === null) return null;
      const body = { scheduler, scenario_id };
      try {
        if (frequencyId === null) await create.mutateAsync({ resource_id: resource.id, ...body });
        else await patch.mutateAsync({ id: frequencyId, resourceId: resource.id, body });
      } catch (thrown) {
        // Toasted by the application's mutation cache; a refused choice is also shown on its field.
        return serverFieldErrorsOf(thrown);
      }
      notify('success', [t`The automatic update of ${name} was saved`]);
      return null;
    },
  });

  return (
    <FormShell
      form={form}
      kit={kit}
      aria-label={t`Automatic update`}
      submitLabel={t`Save the automatic update`}
      actions={
        frequencyId !== null ? (
          <Button
            variant="secondary"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(
                { id: frequencyId, resourceId: resource.id },
                {
                  onSuccess: () => {
                    form.reset({ scheduler: null, scenario_id: null });
                    notify('success', [t`The automatic update of ${name} was removed`]);
                  },
                },
              )
            }
          >
            {t`Remove the automatic update`}
          </Button>
        ) : null
      }
    >
      <p className="mb-4 text-sm text-slate-700">{t`The update scenario chosen here runs on its own at the chosen frequency.`}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="scheduler">
          {(f) => (
            <f.SelectField
              label={t`Scheduler frequency`}
              required
              options={(schedulers.data ?? []).map((item) => ({ value: item.id, label: item.label }))}
            />
          )}
        </form.AppField>
        <form.AppField name="scenario_id">
          {(f) => (
            <f.SelectField
              label={t`Update scenario`}
              required
              options={updateScenarios.map((scenario) => ({
                value: scenario.id,
                label: words.action(scenario.codename),
              }))}
              help={
                scenarios.isSuccess && updateScenarios.length === 0 ? t`No update scenario found.` : undefined
              }
            />
          )}
        </form.AppField>
      </div>
    </FormShell>
  );
}
