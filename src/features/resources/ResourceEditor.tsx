import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useTaskWords } from '../../domain/tasks/TaskCode';
import { focusWhenSettled } from '../../ui/focusWhenSettled';
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
      <p role="status" className="mt-3 text-sm text-slate-900">
        {only === null
          ? null
          : creating
            ? t`Running the creation scenario “${only}”…`
            : t`Running the update scenario “${only}”…`}
      </p>
      <div ref={choice}>
        {save.choosing ? (
          <ScenarioChoice
            scenarios={save.scenarios}
            creating={creating}
            running={save.running}
            onChoose={save.chooseScenario}
            onDismiss={save.dismissScenarios}
          />
        ) : null}
      </div>
    </>
  );
}
