import type { Page, Request, Route } from '@playwright/test';
import type { ScenarioLaunchOutput } from '../../machines/scenarioLaunch.machine.ts';
import type { PathState } from '../../machines/testing/pathsDocument.ts';

/**
 * Holds the page's requests that match, so a replay decides when and how the server answers: the
 * state that waits for the answer can be checked first, then the request goes on to the reference
 * backend (`pass`) or gets a fault (`fail`). Requests are taken in the order the page sent them.
 */
export class RequestGate {
  private readonly routes: Route[] = [];
  private readonly waiting: (() => void)[] = [];
  private taken = 0;
  private armed = 0;
  private failing: { status: number; body: unknown } | undefined;
  private current: Route | undefined;

  private constructor(private readonly name: string) {}

  static async install(
    page: Page,
    name: string,
    matches: (request: Request) => boolean,
  ): Promise<RequestGate> {
    const gate = new RequestGate(name);
    await page.route(
      () => true,
      async (route) => {
        if (!matches(route.request())) return route.fallback();
        // A server that failed keeps failing: the client's own retry gets the same fault.
        if (gate.failing) return gate.fault(route, gate.failing.status, gate.failing.body);
        if (gate.armed === 0) return route.fallback();
        gate.armed -= 1;
        gate.routes.push(route);
        for (const wake of gate.waiting.splice(0)) wake();
      },
    );
    return gate;
  }

  /**
   * Holds the next matching request the page sends (call it before the gesture that sends it); the
   * page's other requests to the same address, such as a list refetching, go through untouched.
   */
  expect(): void {
    this.failing = undefined;
    this.armed += 1;
  }

  /** Waits until the page has sent the next matching request, which stays pending. */
  async next(): Promise<Request> {
    while (this.routes.length <= this.taken) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    const route = this.routes[this.taken];
    if (!route) throw new Error(`${this.name}: no request`);
    this.taken += 1;
    this.current = route;
    return route.request();
  }

  /** The request being held: the one last waited for, or else the next one the page sends. */
  private async take(): Promise<Route> {
    if (!this.current) await this.next();
    const route = this.current;
    if (!route) throw new Error(`${this.name}: no request is being held`);
    this.current = undefined;
    return route;
  }

  /** Lets the held request reach the reference backend, which answers it. */
  async pass(): Promise<void> {
    await (await this.take()).continue();
  }

  /** Lets the held request reach the backend, and answers the page with its JSON as `change` makes it. */
  async passChanged(change: (body: unknown) => unknown): Promise<void> {
    const route = await this.take();
    const response = await route.fetch();
    await route.fulfill({ response, json: change(await response.json()) });
  }

  /** Lets the held request reach the backend with some of its headers replaced. */
  async passWith(headers: Readonly<Record<string, string>>): Promise<void> {
    const route = await this.take();
    await route.continue({ headers: { ...route.request().headers(), ...headers } });
  }

  /**
   * Answers the held request with a server fault instead of the backend, and every matching request
   * after it (the client's retries) until the next `expect()`.
   */
  async fail(status = 500, body: unknown = { detail: 'Injected fault' }): Promise<void> {
    this.failing = { status, body };
    await this.fault(await this.take(), status, body);
  }

  private async fault(route: Route, status: number, body: unknown): Promise<void> {
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  }

  /** Answers the held request with the given JSON, for outcomes the backend cannot be made to give on demand. */
  async answer(status: number, body: unknown): Promise<void> {
    await (await this.take()).fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify(body),
    });
  }

  /** Lets every request still held, and every later one, go to the backend: the path is over. */
  async release(): Promise<void> {
    for (const route of this.routes.slice(this.taken)) await route.continue().catch(() => undefined);
  }
}

/** The gates of a flow that ends by fetching its scenarios (`scenarios`) and running one (`run`). */
export interface ScenarioGates {
  readonly scenarios: RequestGate;
  readonly run: RequestGate;
}

/**
 * The drivers of the `fetchScenarios` and `runScenario` actors of a save flow, for its driver table.
 * The reference backend always has the scenarios: a server without them (the path does not go on to
 * `runningScenario`) is simulated with the model's answer. A failed run is a server error (500): a 403
 * would open the 403 page over the dialog (specification section 6) instead of leaving the form open.
 */
export function scenarioDrivers<C extends ScenarioGates>() {
  return {
    'xstate.done.actor.fetchScenarios': async (
      { scenarios, run }: C,
      event: { readonly output: unknown },
      next: PathState,
    ): Promise<void> => {
      if (!next.keys.includes('runningScenario')) {
        await scenarios.answer(200, event.output);
        return;
      }
      run.expect();
      await scenarios.pass();
      await run.next();
    },
    'xstate.error.actor.fetchScenarios': ({ scenarios }: C) => scenarios.fail(500),
    'xstate.done.actor.runScenario': ({ run }: C) => run.pass(),
    'xstate.error.actor.runScenario': ({ run }: C) => run.fail(500),
  };
}

/**
 * The backend's scenarios with a twin of each (another id and codename, the same action): the
 * reference backend has one scenario of each action per kind, which runs without a choice to make
 * (`exactlyOneScenario`); with the twins the person has one.
 */
export function withTwinScenarios(body: unknown): unknown {
  const scenarios = body as { id: number; codename: string; action?: string }[];
  return [
    ...scenarios,
    ...scenarios.map((scenario) => ({
      ...scenario,
      id: scenario.id + 1_000_000,
      codename: `${scenario.codename}-bis`,
    })),
  ];
}

/** What the person sees and does in a flow that lets them pick its scenario (the resource dialogs). */
export interface ScenarioChoiceGestures<C> {
  /** The only scenario of the action runs without asking: the screen names it while it is launched. */
  readonly expectNamed: (replay: C) => Promise<void>;
  /** Closes the choice (offered with two scenarios of the action) without picking. */
  readonly dismiss: (replay: C) => Promise<void>;
}

/**
 * The driver of a parent's `launchScenario` child (machines/scenarioLaunch.machine.ts): the step's
 * output says how the scenario tail ended, and the driver makes the server (and, for a flow where the
 * person picks, the person) bring that end about, the scenarios' request being held when it starts.
 * The child's own states are checked by its own replay (scenarioLaunch.replay.ts).
 */
export function launchDriver<C>(gatesOf: (replay: C) => ScenarioGates, gestures?: ScenarioChoiceGestures<C>) {
  return {
    'xstate.done.actor.launchScenario': async (
      replay: C,
      event: { readonly output: ScenarioLaunchOutput },
    ): Promise<void> => {
      const { output } = event;
      const { scenarios, run } = gatesOf(replay);
      if (output.outcome === 'noScenario') return scenarios.answer(200, []);
      if (output.outcome === 'failed' && output.step === 'fetchScenarios') return scenarios.fail(500);
      if (output.outcome === 'cancelled') {
        if (!gestures) throw new Error('a flow that picks its scenario itself is never cancelled');
        // A choice is offered only when there is one to make.
        await scenarios.passChanged(withTwinScenarios);
        return gestures.dismiss(replay);
      }
      run.expect();
      await scenarios.pass();
      await run.next();
      await gestures?.expectNamed(replay);
      if (output.outcome === 'launched') await run.pass();
      else await run.fail(500);
    },
  };
}
