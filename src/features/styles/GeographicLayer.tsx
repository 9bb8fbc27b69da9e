import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { geographicLayerScenariosQuery, runGeographicLayerScenarioMutation } from '../../api/geospatial';
import type { ScenarioRunResult } from '../../api/scenarios';
import { useTaskWords } from '../../domain/tasks/TaskCode';
import { taskStatusLabels } from '../../domain/tasks/taskLabels';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';

type GeographicLayerProps = {
  layerId: number;
  uri: string | null;
};

/**
 * A resource's geographic layer (its `rel` entry) and its scenarios, which the back-office runs and waits
 * for (`asynchrone=false`), then links to the task they made.
 */
export function GeographicLayer({ layerId, uri }: GeographicLayerProps) {
  const { t, i18n } = useLingui();
  const scenarios = useQuery(geographicLayerScenariosQuery(layerId));
  const run = useMutation(runGeographicLayerScenarioMutation());
  const words = useTaskWords();
  const [result, setResult] = useState<{ codename: string; run: ScenarioRunResult } | null>(null);

  const ranScenario = result ? words.action(result.codename) : '';
  const ranStatus = result ? i18n._(taskStatusLabels[result.run.status]) : '';

  return (
    <section aria-labelledby="geographic-layer-heading" className="flex flex-col gap-3">
      <h3 id="geographic-layer-heading" className="text-lg font-semibold text-slate-900">
        {t`Geographic layer`}
      </h3>
      {uri ? <p className="break-all font-mono text-sm text-slate-800">{uri}</p> : null}
      {scenarios.isPending ? <Spinner label={t`Loading the scenarios of the layer…`} /> : null}
      {scenarios.isError ? <p role="alert">{t`The scenarios of the layer could not be loaded.`}</p> : null}
      {scenarios.data && scenarios.data.length === 0 ? <p>{t`No scenario found`}</p> : null}
      <div className="flex flex-wrap gap-2">
        {(scenarios.data ?? []).map((scenario) => {
          const codename = scenario.codename;
          const scenarioName = words.action(codename);
          return (
            <Button
              key={scenario.id}
              variant="secondary"
              loading={run.isPending && run.variables?.scenarioId === scenario.id}
              disabled={run.isPending && run.variables?.scenarioId !== scenario.id}
              onClick={() =>
                run.mutate(
                  { id: layerId, scenarioId: scenario.id, asynchrone: false },
                  { onSuccess: (answer) => setResult({ codename, run: answer }) },
                )
              }
            >
              {t`Run “${scenarioName}”`}
            </Button>
          );
        })}
      </div>
      {result ? (
        <p role="status" className="text-sm text-slate-900">
          {t`The scenario “${ranScenario}” ended: ${ranStatus}.`}{' '}
          <Link
            to="/$locale/data/tasks/$id/"
            params={{ locale: i18n.locale, id: result.run.task_id }}
            className="font-medium text-blue-700 underline"
          >
            {t`See the task`}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
