import { ResourceForm, type ResourceFormProps } from './ResourceForm';
import { ScenarioChoice } from './ScenarioChoice';
import type { ResourceSave } from './useResourceSave';

type ResourceEditorProps = Omit<ResourceFormProps, 'busy' | 'onSubmit'> & {
  save: ResourceSave;
};

/**
 * The form, then the scenario choice once the resource is saved. The form stays mounted (hidden) during
 * the choice, so that a dismissed choice or a failed launch brings the person back to what they typed.
 */
export function ResourceEditor({ save, ...formProps }: ResourceEditorProps) {
  return (
    <>
      <div hidden={save.choosing}>
        <ResourceForm {...formProps} busy={save.busy} onSubmit={save.submit} />
      </div>
      {save.choosing ? (
        <ScenarioChoice
          scenarios={save.scenarios}
          creating={formProps.creationKinds !== null}
          running={save.running}
          onChoose={save.chooseScenario}
          onDismiss={save.dismissScenarios}
        />
      ) : null}
    </>
  );
}
