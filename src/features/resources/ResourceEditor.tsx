import { useLingui } from '@lingui/react/macro';
import { useTaskWords } from '../../domain/tasks/TaskCode';
import { ResourceForm, type ResourceFormProps } from './ResourceForm';
import { ScenarioChoice } from './ScenarioChoice';
import type { ResourceSave } from './useResourceSave';

type ResourceEditorProps = Omit<ResourceFormProps, 'busy' | 'onSubmit'> & {
  save: ResourceSave;
};

/**
 * The form, then the scenario choice once the resource is saved, when there is one to make: a single
 * scenario is run at once and named under the form while it is launched. The form stays mounted (hidden) during
 * the choice, so that a dismissed choice or a failed launch brings the person back to what they typed.
 */
export function ResourceEditor({ save, ...formProps }: ResourceEditorProps) {
  const { t } = useLingui();
  const words = useTaskWords();
  const creating = formProps.creationKinds !== null;
  const only = save.onlyScenario ? words.action(save.onlyScenario.codename) : null;
  return (
    <>
      <div hidden={save.choosing}>
        <ResourceForm {...formProps} busy={save.busy} onSubmit={save.submit} />
      </div>
      <p role="status" className="mt-3 text-sm text-slate-900">
        {only === null
          ? null
          : creating
            ? t`Running the creation scenario “${only}”…`
            : t`Running the update scenario “${only}”…`}
      </p>
      {save.choosing ? (
        <ScenarioChoice
          scenarios={save.scenarios}
          creating={creating}
          running={save.running}
          onChoose={save.chooseScenario}
          onDismiss={save.dismissScenarios}
        />
      ) : null}
    </>
  );
}
