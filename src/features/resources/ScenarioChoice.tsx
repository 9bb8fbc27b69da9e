import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { LaunchableScenario } from '../../../machines/scenarioLaunch.machine';
import { SupportCode, useTaskWords } from '../../domain/tasks/TaskCode';
import { Button } from '../../ui/Button';

type ScenarioChoiceProps = {
  scenarios: readonly LaunchableScenario[];
  creating: boolean;
  running: boolean;
  onChoose: (scenarioId: number) => void;
  onDismiss: () => void;
};

/**
 * The last step of a save (specification section 4): the person picks the scenario to run among those
 * of the needed action (create or update), by their labels; the first one is proposed. Shown only with
 * two or more: a single scenario is run without asking.
 */
export function ScenarioChoice({ scenarios, creating, running, onChoose, onDismiss }: ScenarioChoiceProps) {
  const { t } = useLingui();
  const words = useTaskWords();
  const headingId = useId();
  const [chosen, setChosen] = useState<number | null>(scenarios[0]?.id ?? null);

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== null) onChoose(chosen);
      }}
    >
      <fieldset>
        <legend id={headingId} className="text-base font-semibold text-slate-900">
          {creating ? t`Choose the creation scenario to run` : t`Choose the update scenario to run`}
        </legend>
        <ul className="mt-3 flex flex-col gap-2">
          {scenarios.map((scenario) => (
            <li key={scenario.id}>
              <label className="inline-flex items-center gap-2 text-slate-900">
                <input
                  type="radio"
                  name="scenario"
                  className="h-4 w-4 accent-blue-700"
                  checked={chosen === scenario.id}
                  onChange={() => setChosen(scenario.id)}
                />
                <span>{words.action(scenario.codename)}</span>
              </label>{' '}
              <SupportCode code={scenario.codename} of={words.action(scenario.codename)} />
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" disabled={running} onClick={onDismiss}>
          {t`Cancel`}
        </Button>
        <Button type="submit" loading={running} disabled={chosen === null}>
          {t`Run the scenario`}
        </Button>
      </div>
    </form>
  );
}
