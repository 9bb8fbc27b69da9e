import { expect, type Page, type Request, type Route } from '@playwright/test';
import type bootMachine from '../../machines/boot.machine.ts';
import type { DemoAccount } from '../e2e/fixtures.ts';
import { localeOf, message, startingWith } from './messages.ts';
import { RequestGate } from './requestGate.ts';
// Renamed: a replay function, not a React hook, which the hook rule would otherwise take it for.
import { useSession as sessionOf } from './sessions.ts';
import type { AssertionTable, DriverTable, GeneratedPath, MachineReplay } from './types.ts';

// The application's start, as a person opening the home page meets it (the home page is open to a signed-out
// person, so every outcome of the session shows there), and the authentication again when they switch the
// page to English. Each request of the start is held until the path says how the server answers: the
// reference backend with the session the path needs, or an injected fault.

type Machine = typeof bootMachine;
type SessionOutcome = 'signedIn' | 'signedOut' | 'termsRequired' | 'failed';

/** The page each path opens: a path, a query and a hash, all of which the terms redirect must bring back. */
const OPENED = '/publish/fr/home/?depuis=qa#bienvenue';
/** The signed-in person of the paths: a data producer, as the model's sample user is a publisher. */
const SIGNED_IN: DemoAccount = 'producteur';
const SIGNED_IN_NAME = 'Paula Roy';
/** A demo account that has not accepted the terms of use: the login service answers terms-required. */
const TERMS_PENDING: DemoAccount = 'nouveau';

/** Stands for a placeholder, to cut a message around it. */
const HOLE = '\u0001';

/** The catalogue's messages of the start and of the home page, in the page's language. */
const text = (page: Page) => ({
  loading: message(page, 'Loading…'),
  // The switcher is named by the language it shows: 'Language: English'.
  language: startingWith(message(page, 'Language: {0}', { 0: HOLE }).split(HOLE)[0] ?? ''),
  // Section 8's default error, with a hint below it.
  failed: message(page, 'An error occured'),
  hint: message(page, 'Check your connection and try again.'),
  retry: message(page, 'Retry'),
  signedOut: message(page, 'You are not signed in.'),
  signIn: message(page, 'Sign in'),
  welcome: message(page, 'Welcome'),
  // The producer holds role 1: the data only (issue 48, U12).
  hello: message(page, 'Hello {name}. Manage the platform’s data from here.', {
    name: SIGNED_IN_NAME,
  }),
  services: message(page, 'Services'),
});

/** The page's requests to one address, each with whether it has its outcome (an answer or a failure). */
class RequestLog {
  private readonly requests: { request: Request; settled: boolean }[] = [];

  constructor(page: Page, matches: (request: Request) => boolean) {
    page.on('request', (request) => {
      if (matches(request)) this.requests.push({ request, settled: false });
    });
    const settle = (request: Request) => {
      const sent = this.requests.find((entry) => entry.request === request);
      if (sent) sent.settled = true;
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
  }

  get count(): number {
    return this.requests.length;
  }

  /** Whether the page sent such a request and every one of them has its outcome. */
  settled(): boolean {
    return this.requests.length > 0 && this.requests.every((entry) => entry.settled);
  }

  /** Whether one of the requests is still under way. */
  hasPending(): boolean {
    return this.requests.some((entry) => !entry.settled);
  }

  /** Whether the request is under way: sent, with no outcome yet. */
  pending(request: Request): boolean {
    return this.requests.some((entry) => entry.request === request && !entry.settled);
  }
}

/**
 * A RequestGate whose held request the assertions may wait for as often as they need before a driver
 * answers it, with the log of the page's requests to the same address.
 */
class Held {
  private sent: Promise<Request> | undefined;

  private constructor(
    private readonly gate: RequestGate,
    readonly log: RequestLog,
  ) {}

  static async install(page: Page, name: string, matches: (request: Request) => boolean): Promise<Held> {
    return new Held(await RequestGate.install(page, name, matches), new RequestLog(page, matches));
  }

  /** Holds the next matching request the page sends. */
  expect(): void {
    this.gate.expect();
    this.sent = undefined;
  }

  /** The held request, once the page has sent it; it stays pending. */
  request(): Promise<Request> {
    this.sent ??= this.gate.next();
    return this.sent;
  }

  /** The reference backend answers the held request; resolves to its answer's status. */
  async pass(): Promise<number | undefined> {
    const request = await this.request();
    this.sent = undefined;
    await this.gate.pass();
    return (await request.response())?.status();
  }

  /** The held request, and the client's retries of it, get a server fault. */
  async fail(status: number): Promise<void> {
    await this.request();
    this.sent = undefined;
    await this.gate.fail(status);
  }

  /** The reference backend answers the held request, as a backend whose list is open to all would. */
  async answer(body: unknown): Promise<void> {
    await this.request();
    this.sent = undefined;
    await this.gate.answer(200, body);
  }

  /** A request still held when the start ended elsewhere goes on to the backend; its answer is awaited. */
  async letGo(): Promise<void> {
    if (!this.log.hasPending()) return;
    await this.pass();
  }
}

/**
 * Holds the availability check (a HEAD request) of one service. RequestGate answers with a status only;
 * the check's failure is a request that gets no answer at all, so this hold can also cut the connection.
 */
class CheckGate {
  private armed = false;
  private held: Route | undefined;
  private readonly waiting: (() => void)[] = [];

  private constructor(readonly log: RequestLog) {}

  static async install(page: Page, pathname: string): Promise<CheckGate> {
    const matches = (request: Request) =>
      request.method() === 'HEAD' && new URL(request.url()).pathname.endsWith(pathname);
    const gate = new CheckGate(new RequestLog(page, matches));
    await page.route(
      (url) => url.pathname.endsWith(pathname),
      (route) => {
        if (!matches(route.request()) || !gate.armed) return route.fallback();
        gate.armed = false;
        gate.held = route;
        for (const wake of gate.waiting.splice(0)) wake();
      },
    );
    return gate;
  }

  /** Holds the next check the page sends (one still held from a start that ended elsewhere was aborted). */
  expect(): void {
    this.armed = true;
    this.held = undefined;
  }

  /** The held check, once the page has sent it; it stays pending. */
  async request(): Promise<Request> {
    while (!this.held) await new Promise<void>((resolve) => this.waiting.push(resolve));
    return this.held.request();
  }

  private async take(): Promise<Route> {
    await this.request();
    const route = this.held;
    if (!route) throw new Error('no check is held');
    this.held = undefined;
    return route;
  }

  /** The reference backend answers the check; resolves to its answer's status. */
  async pass(): Promise<number | undefined> {
    const route = await this.take();
    await route.continue();
    return (await route.request().response())?.status();
  }

  /** The service answers with an error status. */
  async answer(status: number): Promise<void> {
    await (await this.take()).fulfill({ status });
  }

  /** The connection fails: the check gets no answer at all. */
  async cut(): Promise<void> {
    await (await this.take()).abort('connectionfailed');
  }
}

type ListName = 'userStatuses' | 'usergroupStatuses' | 'dataFormats';
type ServiceName = 'datastore' | 'mapServer';

interface Handles {
  readonly page: Page;
  readonly configuration: Held;
  readonly session: Held;
  readonly lists: Readonly<Record<ListName, Held>>;
  readonly checks: Readonly<Record<ServiceName, CheckGate>>;
  /** What the login service is to answer at each authentication of the path, in order. */
  readonly sessions: SessionOutcome[];
  /** What it answers at the authentication under way. */
  current: SessionOutcome | undefined;
  /** The page being opened at the last authentication: the terms page must come back to it. */
  returnPath: string;
}

const overlay = (page: Page) => page.getByRole('status').filter({ hasText: text(page).loading });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const failure = (page: Page) => page.getByRole('alert').filter({ hasText: text(page).failed });
/** The place in the application the page shows, as the sign-in and terms links carry it. */
const place = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

/**
 * Gives the browser the session the login service is to find at the next authentication: the person
 * signed in, or out, meanwhile (in another tab). A failed authentication is an injected fault.
 */
async function prepareSession(handles: Handles): Promise<void> {
  const outcome = handles.sessions.shift();
  handles.current = outcome;
  const { page } = handles;
  if (outcome === undefined || outcome === 'failed') return;
  await page.context().clearCookies();
  const account = { signedIn: SIGNED_IN, signedOut: null, termsRequired: TERMS_PENDING }[outcome];
  if (account) await sessionOf(page.request, page.context(), account);
}

/**
 * Everything the start sends leaves at once (decision 0020): the session, the three lists and the two
 * checks are held from the same gesture.
 */
function expectStart(handles: Handles): void {
  handles.session.expect();
  for (const list of Object.values(handles.lists)) list.expect();
  handles.checks.datastore.expect();
  handles.checks.mapServer.expect();
}

/**
 * The lists are answered. Signed in, by the reference backend; otherwise the backend would refuse
 * them (it serves them to signed-in people only), so they get the answer of a backend whose lists are
 * open to all, which the start must take as well. `failing` gets a server fault instead.
 */
async function settleLists(handles: Handles, failing?: ListName): Promise<void> {
  for (const [name, list] of Object.entries(handles.lists) as [ListName, Held][]) {
    if (name === failing) await list.fail(500);
    else if (handles.current === 'signedIn') expect(await list.pass(), 'the list loaded').toBe(200);
    else await list.answer([]);
  }
}

/** The datastore answers (by the backend when signed in, which refuses a signed-out check); the map server does not. */
async function settleChecks(
  handles: Handles,
  output: { datastore: boolean; mapServer: boolean },
): Promise<void> {
  for (const [name, check] of Object.entries(handles.checks) as [ServiceName, CheckGate][]) {
    if (!output[name]) await check.answer(503);
    else if (handles.current === 'signedIn') expect(await check.pass(), 'the service answered').toBe(200);
    else await check.answer(200);
  }
}

/** The full-page overlay covers the start: the page's own content is not there. */
async function overlayShows(page: Page): Promise<void> {
  await expect(overlay(page)).toBeVisible();
  await expect(heading(page)).toHaveCount(0);
  await expect(failure(page)).toHaveCount(0);
}

const drivers = {
  'xstate.done.actor.loadConfiguration': async (handles) => {
    await prepareSession(handles);
    expectStart(handles);
    expect(await handles.configuration.pass(), 'the configuration loaded').toBe(200);
  },
  'xstate.error.actor.loadConfiguration': ({ configuration }) => configuration.fail(404),
  'boot.retried': async ({ page, configuration }) => {
    configuration.expect();
    await failure(page)
      .getByRole('button', { name: text(page).retry })
      .click();
  },
  // The person, signed in or out meanwhile in another tab, switches the page to English.
  'session.revalidate': async (handles) => {
    const { page } = handles;
    await prepareSession(handles);
    expectStart(handles);
    handles.returnPath = place(page).replace(/^\/publish\/fr\//, '/publish/en/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: text(page).language })
      .click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  },
  // The login service answers with the session that prepareSession gave the browser.
  'xstate.done.actor.authenticate': async ({ session }) => {
    await session.pass();
  },
  // The start ends in failure: the lists still under way go on (the checks were cancelled).
  'xstate.error.actor.authenticate': async ({ session, lists }) => {
    await session.fail(500);
    for (const list of Object.values(lists)) await list.letGo();
  },
  'xstate.done.actor.loadReferences': (handles) => settleLists(handles),
  'xstate.error.actor.loadReferences': (handles) => settleLists(handles, 'userStatuses'),
  'xstate.done.actor.checkServices': (handles, event) => settleChecks(handles, event.output),
  // Neither check gets an answer at all.
  'xstate.error.actor.checkServices': async ({ checks }) => {
    await checks.datastore.cut();
    await checks.mapServer.cut();
  },
} satisfies DriverTable<Machine, Handles>;

/** The region's requests were sent. */
async function requested(logs: RequestLog[]): Promise<void> {
  for (const log of logs) await expect.poll(() => log.count).toBeGreaterThan(0);
}
/** The requests are under way together (sent, with no answer yet). */
async function underWay(gates: (Held | CheckGate)[]): Promise<void> {
  for (const gate of gates) expect(gate.log.pending(await gate.request())).toBe(true);
}
/** The requests have their outcome (an answer or a fault). */
async function answered(logs: RequestLog[]): Promise<void> {
  for (const log of logs) await expect.poll(() => log.settled()).toBe(true);
}

const listGates = (handles: Handles) => Object.values(handles.lists);
const checkGates = (handles: Handles) => Object.values(handles.checks);
const logsOf = (gates: (Held | CheckGate)[]) => gates.map((gate) => gate.log);

const assertions = {
  loadingConfiguration: async ({ page, configuration }) => {
    expect(configuration.log.pending(await configuration.request())).toBe(true);
    await overlayShows(page);
  },
  starting: async ({ page }) => {
    await overlayShows(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
  // Each region of the start shows as the overlay, which stays until the three are done, and as its
  // requests: sent, under way, then answered while the overlay still covers the page.
  'starting.session': async ({ page, session }) => {
    await overlayShows(page);
    await requested([session.log]);
  },
  'starting.session.authenticating': async ({ page, session }) => {
    await underWay([session]);
    await expect(overlay(page)).toBeVisible();
  },
  'starting.session.known': async ({ page, session }) => {
    await answered([session.log]);
    await expect(overlay(page)).toBeVisible();
  },
  'starting.references': async (handles) => {
    await overlayShows(handles.page);
    await requested(logsOf(listGates(handles)));
  },
  'starting.references.loading': async (handles) => {
    await underWay(listGates(handles));
    await expect(overlay(handles.page)).toBeVisible();
  },
  'starting.references.loaded': async (handles) => {
    await answered(logsOf(listGates(handles)));
    await expect(overlay(handles.page)).toBeVisible();
  },
  'starting.services': async (handles) => {
    await overlayShows(handles.page);
    await requested(logsOf(checkGates(handles)));
  },
  'starting.services.checking': async (handles) => {
    await underWay(checkGates(handles));
    await expect(overlay(handles.page)).toBeVisible();
  },
  'starting.services.checked': async (handles) => {
    await answered(logsOf(checkGates(handles)));
    await expect(overlay(handles.page)).toBeVisible();
  },
  ready: async ({ page }) => {
    const words = text(page);
    await expect(overlay(page)).toHaveCount(0);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: SIGNED_IN_NAME })).toBeVisible();
    await expect(banner.getByRole('button', { name: words.services })).toBeVisible();
    await expect(heading(page)).toHaveText(words.welcome);
    await expect(page.getByText(words.hello)).toBeVisible();
  },
  signedOut: async ({ page }) => {
    const words = text(page);
    await expect(overlay(page)).toHaveCount(0);
    const banner = page.getByRole('banner');
    await expect(banner.getByText(words.signedOut)).toBeVisible();
    await expect(banner.getByRole('link', { name: words.signIn })).toHaveAttribute(
      'href',
      `/${localeOf(page)}/login/signin/?next=${encodeURIComponent(place(page))}`,
    );
    await expect(heading(page)).toHaveText(words.welcome);
  },
  // The browser left for the login service's terms page, in the page's language, with the way back.
  termsRequired: async ({ page, returnPath }) => {
    const locale = returnPath.startsWith('/publish/en/') ? 'en' : 'fr';
    await expect
      .poll(() => {
        const url = new URL(page.url());
        return `${url.pathname}${url.search}`;
      })
      .toBe(`/${locale}/login/terms/?next=${encodeURIComponent(returnPath)}`);
  },
  failed: async ({ page }) => {
    const words = text(page);
    await expect(failure(page).getByText(words.failed, { exact: true })).toBeVisible();
    await expect(failure(page)).toContainText(words.hint);
    await expect(failure(page).getByRole('button', { name: words.retry })).toBeVisible();
    await expect(overlay(page)).toHaveCount(0);
  },
} satisfies AssertionTable<Machine, Handles>;

/** What the login service is to answer at each authentication of the path, in order. */
function sessionsOf(path: GeneratedPath): SessionOutcome[] {
  const outcomes: SessionOutcome[] = [];
  for (const { event } of path.steps) {
    if (event.type === 'xstate.error.actor.authenticate') outcomes.push('failed');
    if (event.type === 'xstate.done.actor.authenticate') {
      outcomes.push((event as unknown as { output: { status: SessionOutcome } }).output.status);
    }
  }
  return outcomes;
}

/** A GET of the API whose path ends so. */
const apiGet = (pathname: string) => (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname.endsWith(pathname);

export const bootReplay: MachineReplay<Machine, Handles> = {
  open: async (page, path) => {
    const handles: Handles = {
      page,
      configuration: await Held.install(
        page,
        'runtime configuration',
        (request) => new URL(request.url()).pathname === '/publish/config.json',
      ),
      session: await Held.install(page, 'login session', apiGet('/login/session/')),
      lists: {
        userStatuses: await Held.install(page, 'user statuses', apiGet('/usergroup/user-status/')),
        usergroupStatuses: await Held.install(
          page,
          'usergroup statuses',
          apiGet('/usergroup/user-group-status/'),
        ),
        dataFormats: await Held.install(page, 'data formats', apiGet('/resource/data-format/')),
      },
      checks: {
        datastore: await CheckGate.install(page, '/resource/datastores/databases/'),
        mapServer: await CheckGate.install(page, '/resource/geoserver/workspaces/'),
      },
      sessions: sessionsOf(path),
      current: undefined,
      returnPath: OPENED,
    };
    handles.configuration.expect();
    await page.goto(OPENED, { waitUntil: 'commit' });
    return handles;
  },
  drivers,
  assertions,
};
