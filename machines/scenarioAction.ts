/** What a scenario does to its object: the resource, sFTP and style flows look scenarios up by it. */
export type ScenarioAction = 'create' | 'update';

/** A scenario of a resource's type-specific record or of a style (GET .../_scenarios/). */
export interface ActionScenario {
  readonly id: number;
  readonly codename: string;
  readonly action: ScenarioAction;
}

/** The scenarios that do `action`, in the server's order. */
export function scenariosFor(scenarios: readonly ActionScenario[], action: ScenarioAction): ActionScenario[] {
  return scenarios.filter((scenario) => scenario.action === action);
}
