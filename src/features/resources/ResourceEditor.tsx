import { useEffect, useRef } from 'react';
import { focusWhenSettled } from '../../ui/focusWhenSettled';
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
  const choice = useRef<HTMLDivElement>(null);
  // The scenario step replaces the form (and the upload's progress dialog) that held focus: focus goes
  // to the proposed scenario, where the person goes on, not to the page (RGAA 12.8).
  useEffect(() => {
    if (!save.choosing) return;
    return focusWhenSettled(
      () => choice.current?.querySelector<HTMLElement>('input:checked, input, button') ?? null,
      () => choice.current?.contains(document.activeElement) ?? false,
    );
  }, [save.choosing]);
  return (
    <>
      <div hidden={save.choosing}>
        <ResourceForm {...formProps} busy={save.busy} onSubmit={save.submit} />
      </div>
      <div ref={choice}>
        {save.choosing ? (
          <ScenarioChoice
            scenarios={save.scenarios}
            creating={formProps.creationKinds !== null}
            running={save.running}
            onChoose={save.chooseScenario}
            onDismiss={save.dismissScenarios}
          />
        ) : null}
      </div>
    </>
  );
}
