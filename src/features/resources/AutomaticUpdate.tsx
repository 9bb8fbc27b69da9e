import { useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
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
import { notify } from '../../notifications/notificationStore';
import { Button } from '../../ui/Button';
import { errorMessages } from '../../ui/fields/fieldErrors';
import { SelectField } from '../../ui/fields/SelectField';
import { fieldMessages } from '../../ui/messages';

type AutomaticUpdateProps = {
  resource: Pick<
    Resource,
    'id' | 'display_name' | 'scheduler_frequency' | 'update_scenario' | 'scenario_execution_frequency_id'
  >;
  kind: ResourceKind;
  kindId: number;
  disabled: boolean;
};

/**
 * The automatic update of a resource (its scheduler frequency and update scenario): which update
 * scenario runs, on which scheduler. Saved on its own (scenario-execution-frequency), apart from the
 * resource form, since it starts no scenario now.
 */
export function AutomaticUpdate({ resource, kind, kindId, disabled }: AutomaticUpdateProps) {
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
    return v.object({ scheduler: chosen, scenario: chosen });
  }, [i18n]);
  const form = useForm({
    defaultValues: { scheduler: resource.scheduler_frequency, scenario: resource.update_scenario },
    validators: { onSubmit: schema },
    onSubmit: async ({ value }) => {
      if (value.scheduler === null || value.scenario === null) return;
      const body = { scheduler: value.scheduler, scenario_id: value.scenario };
      if (frequencyId === null) await create.mutateAsync({ resource_id: resource.id, ...body });
      else await patch.mutateAsync({ id: frequencyId, resourceId: resource.id, body });
      notify('success', [t`The automatic update of ${name} was saved`]);
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  return (
    <form
      noValidate
      aria-label={t`Automatic update`}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit().catch(() => undefined);
      }}
    >
      <p className="text-sm text-slate-700">{t`The update scenario chosen here runs on its own at the chosen frequency.`}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.Field name="scheduler">
          {(field) => (
            <SelectField
              id="resource-scheduler_frequency"
              label={t`Scheduler frequency`}
              required
              disabled={disabled}
              options={(schedulers.data ?? []).map((item) => ({ value: item.id, label: item.label }))}
              value={field.state.value}
              onChange={(value) => field.handleChange(value)}
              errors={errorMessages(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="scenario">
          {(field) => (
            <SelectField
              id="resource-update_scenario"
              label={t`Update scenario`}
              required
              disabled={disabled}
              options={updateScenarios.map((scenario) => ({ value: scenario.id, label: scenario.codename }))}
              value={field.state.value}
              onChange={(value) => field.handleChange(value)}
              help={
                scenarios.isSuccess && updateScenarios.length === 0 ? t`No update scenario found.` : undefined
              }
              errors={errorMessages(field.state.meta.errors)}
            />
          )}
        </form.Field>
      </div>
      {disabled ? null : (
        <div className="flex justify-end gap-3">
          {frequencyId !== null ? (
            <Button
              variant="secondary"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { id: frequencyId, resourceId: resource.id },
                  {
                    onSuccess: () => {
                      form.reset({ scheduler: null, scenario: null });
                      notify('success', [t`The automatic update of ${name} was removed`]);
                    },
                  },
                )
              }
            >
              {t`Remove the automatic update`}
            </Button>
          ) : null}
          <Button type="submit" loading={submitting}>
            {t`Save the automatic update`}
          </Button>
        </div>
      )}
    </form>
  );
}
