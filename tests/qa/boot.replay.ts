import { expect, type Page, type Request, type Route } from '@playwright/test';
import type bootMachine from '../../machines/boot.machine.ts';
import type { DemoAccount } from '../e2e/fixtures.ts';
import { RequestGate } from './requestGate.ts';
// Renamed: a replay function, not a React hook, which the hook rule would otherwise take it for.
import { useSession as sessionOf } from './sessions.ts';
import type { AssertionTable, DriverTable, GeneratedPath, MachineReplay } from './types.ts';

// The application's start, as a person opening the home page meets it (the home page is open to a signed-out
// person, so every outcome of the session shows there), and the authentication again when they switch the
// page to English. Each request of the start is held until the path says how the server answers: the
// reference backend with the session the path needs, or an injected fault.

type Machine = typeof bootMachine;
type Locale = 'fr' | 'en';
type SessionOutcome = 'signedIn' | 'signedOut' | 'termsRequired' | 'failed';

/** The page each path opens: a path, a query and a hash, all of which the terms redirect must bring back. */
const OPENED = '/publish/fr/home/?depuis=qa#bienvenue';
/** The signed-in person of the paths: a data producer, as the model's sample user is a publisher. */
const SIGNED_IN: DemoAccount = 'producteur';
const SIGNED_IN_NAME = 'Paula Roy';
/** A demo account that has not accepted the terms of use: the login service answers terms-required. */
const TERMS_PENDING: DemoAccount = 'nouveau';

const TEXT = {
  fr: {
    loading: 'Chargement…',
    language: /^Langue/,
    failed: "L'application n'a pas pu démarrer.",
    unreachable: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    signedOut: "Vous n'êtes pas connecté.",
    signIn: 'Se connecter',
    welcome: 'Bienvenue',
    hello: `Bonjour ${SIGNED_IN_NAME}.`,
    services: 'Services',
  },
  en: {
    loading: 'Loading…',
    language: /^Language/,
    failed: 'The application could not start.',
    unreachable: 'The server cannot be reached. Check your connection and try again.',
    retry: 'Retry',
    signedOut: 'You are not signed in.',
    signIn: 'Sign in',
    welcome: 'Welcome',
    hello: `Hello ${SIGNED_IN_NAME}.`,
    services: 'Services',
  },
} as const;

/**
 * Holds the availability check (a HEAD request) of one service. RequestGate answers with a status only;
 * the check's failure is a request that gets no answer at all, so this hold can also cut the connection.
 */
class CheckGate {
  private armed = false;
  private held: Route | undefined;
  private readonly waiting: (() => void)[] = [];
  /** Every check request the page sent, held or not, with whether it has its outcome. */
  readonly requests: { request: Request; settled: boolean }[] = [];

  private constructor(private readonly name: string) {}

  static async install(page: Page, name: string, pathname: string): Promise<CheckGate> {
    const gate = new CheckGate(name);
    const matches = (request: Request) =>
      request.method() === 'HEAD' && new URL(request.url()).pathname.endsWith(pathname);
    const settle = (request: Request) => {
      const entry = gate.requests.find((sent) => sent.request === request);
      if (entry) entry.settled = true;
    };
    page.on('request', (request) => {
      if (matches(request)) gate.requests.push({ request, settled: false });
    });
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
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

  /** Holds the next check the page sends. */
  expect(): void {
    this.armed = true;
  }

  /** Waits until the page has sent the check, which stays pending. */
  async sent(): Promise<Route> {
    while (!this.held) await new Promise<void>((resolve) => this.waiting.push(resolve));
    return this.held;
  }

  private async take(): Promise<Route> {
    const route = await this.sent();
    this.held = undefined;
    return route;
  }

  /** The reference backend answers the check. */
  async pass(): Promise<void> {
    await (await this.take()).continue();
  }

  /** The service answers with an error status. */
  async answer(status: number): Promise<void> {
    await (await this.take()).fulfill({ status });
  }

  /** The connection fails: the check gets no answer. */
  async cut(): Promise<void> {
    await (await this.take()).abort('connectionfailed');
  }

  /** Whether the page has sent a check and it has its outcome. */
  settled(): boolean {
    return this.requests.length > 0 && this.requests.every((sent) => sent.settled);
  }

  toString(): string {
    return this.name;
  }
}

/** A reference list of the start: its held request and the page's requests for it. */
interface ReferenceList {
  readonly gate: RequestGate;
  /** Whether the gate holds a request that was already waited for (the next `pass`/`fail` answers it). */
  waited: boolean;
  readonly requests: { request: Request; settled: boolean }[];
}

interface Handles {
  readonly page: Page;
  readonly configuration: RequestGate;
  readonly session: RequestGate;
  /** Whether the held session request was already waited for. */
  sessionWaited: boolean;
  /** Whether the held configuration request was already waited for. */
  configurationWaited: boolean;
  readonly lists: Readonly<Record<'userStatuses' | 'usergroupStatuses' | 'dataFormats', ReferenceList>>;
  readonly checks: Readonly<Record<'datastore' | 'mapServer', CheckGate>>;
  /** What the login service is to answer at each authentication of the path, in order. */
  readonly sessions: SessionOutcome[];
  /** The page being opened at the last authentication: the terms page must come back to it. */
  returnPath: string;
}

const localeOf = (page: Page): Locale =>
  new URL(page.url()).pathname.startsWith('/publish/en/') ? 'en' : 'fr';
const text = (page: Page) => TEXT[localeOf(page)];
const overlay = (page: Page) => page.getByRole('status').filter({ hasText: text(page).loading });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const failure = (page: Page) => page.getByRole('alert').filter({ hasText: text(page).failed });
/** The place in the application the page shows, as the sign-in and terms links carry it. */
const place = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

/** Gives the browser the session the login service is to find at the next authentication. */
async function prepareSession(handles: Handles): Promise<void> {
  const outcome = handles.sessions.shift();
  const { page } = handles;
  if (outcome === undefined || outcome === 'failed') return;
  await page.context().clearCookies();
  const account = { signedIn: SIGNED_IN, signedOut: null, termsRequired: TERMS_PENDING }[outcome];
  if (account) await sessionOf(page.request, page.context(), account);
}

async function sessionSent(handles: Handles): Promise<void> {
  if (handles.sessionWaited) return;
  await handles.session.next();
  handles.sessionWaited = true;
}

async function configurationSent(handles: Handles): Promise<void> {
  if (handles.configurationWaited) return;
  await handles.configuration.next();
  handles.configurationWaited = true;
}

async function listSent(list: ReferenceList): Promise<void> {
  if (list.waited) return;
  await list.gate.next();
  list.waited = true;
}

/** The list's held request reaches the backend (or gets a fault); the machine has the list's outcome. */
async function settleList(page: Page, list: ReferenceList, fault: boolean): Promise<void> {
  await listSent(list);
  list.waited = false;
  if (!fault) return list.gate.pass();
  // The query cache tries a failed list once more, a second later: the gate fails that retry too.
  const sent = list.requests.length;
  await list.gate.fail(500);
  await page.clock.fastForward(1_000);
  await expect.poll(() => list.requests.length).toBeGreaterThan(sent);
}

const listPaths = {
  userStatuses: '/usergroup/user-status/',
  usergroupStatuses: '/usergroup/user-group-status/',
  dataFormats: '/resource/data-format/',
} as const;

/** Whether the page asked for the list and every request for it has its outcome. */
const listSettled = (list: ReferenceList) =>
  list.requests.length > 0 && list.requests.every((sent) => sent.settled);

/** The full-page overlay covers the start: the page's own content is not there. */
async function overlayShows(page: Page): Promise<void> {
  await expect(overlay(page)).toBeVisible();
  await expect(heading(page)).toHaveCount(0);
  await expect(failure(page)).toHaveCount(0);
}

const drivers = {
  'xstate.done.actor.loadConfiguration': async (handles) => {
    await prepareSession(handles);
    handles.session.expect();
    handles.sessionWaited = false;
    await configurationSent(handles);
    handles.configurationWaited = false;
    await handles.configuration.pass();
  },
  'xstate.error.actor.loadConfiguration': async (handles) => {
    await configurationSent(handles);
    handles.configurationWaited = false;
    await handles.configuration.fail(404);
  },
  'boot.retried': async (handles) => {
    const { page, configuration } = handles;
    configuration.expect();
    handles.configurationWaited = false;
    await failure(page)
      .getByRole('button', { name: text(page).retry })
      .click();
  },
  // The person, signed in or out meanwhile in another tab, switches the page to English.
  'session.revalidate': async (handles) => {
    const { page, session } = handles;
    await prepareSession(handles);
    session.expect();
    handles.sessionWaited = false;
    handles.returnPath = place(page).replace(/^\/publish\/fr\//, '/publish/en/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: text(page).language })
      .click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  },
  'xstate.done.actor.authenticate': async (handles, event) => {
    if (event.output.status === 'signedIn') {
      for (const list of Object.values(handles.lists)) {
        list.gate.expect();
        list.waited = false;
      }
      handles.checks.datastore.expect();
      handles.checks.mapServer.expect();
    }
    await sessionSent(handles);
    handles.sessionWaited = false;
    await handles.session.pass();
  },
  'xstate.error.actor.authenticate': async (handles) => {
    await sessionSent(handles);
    handles.sessionWaited = false;
    await handles.session.fail(500);
  },
  'xstate.done.actor.loadUserStatuses': ({ page, lists }) => settleList(page, lists.userStatuses, false),
  'xstate.error.actor.loadUserStatuses': ({ page, lists }) => settleList(page, lists.userStatuses, true),
  'xstate.done.actor.loadUsergroupStatuses': ({ page, lists }) =>
    settleList(page, lists.usergroupStatuses, false),
  'xstate.error.actor.loadUsergroupStatuses': ({ page, lists }) =>
    settleList(page, lists.usergroupStatuses, true),
  'xstate.done.actor.loadDataFormats': ({ page, lists }) => settleList(page, lists.dataFormats, false),
  'xstate.error.actor.loadDataFormats': ({ page, lists }) => settleList(page, lists.dataFormats, true),
  // The backend answers an available service; an unavailable one answers 503.
  'xstate.done.actor.checkDatastore': ({ checks }, event) =>
    event.output ? checks.datastore.pass() : checks.datastore.answer(503),
  'xstate.error.actor.checkDatastore': ({ checks }) => checks.datastore.cut(),
  'xstate.done.actor.checkMapServer': ({ checks }, event) =>
    event.output ? checks.mapServer.pass() : checks.mapServer.answer(503),
  'xstate.error.actor.checkMapServer': ({ checks }) => checks.mapServer.cut(),
} satisfies DriverTable<Machine, Handles>;

const listAssertions = (name: keyof Handles['lists']) => ({
  /** The start asked the server for the list. */
  region: async ({ lists }: Handles) => {
    await expect.poll(() => lists[name].requests.length).toBeGreaterThan(0);
  },
  /** The list's request is under way: the server has not answered it. */
  loading: async (handles: Handles) => {
    const list = handles.lists[name];
    await listSent(list);
    expect(list.requests.at(-1)?.settled).toBe(false);
    await overlayShows(handles.page);
  },
  /** The server answered the list (or failed it, and its retry): no request for it is under way. */
  loaded: async ({ lists }: Handles) => {
    await expect.poll(() => listSettled(lists[name])).toBe(true);
  },
});

const checkAssertions = (name: keyof Handles['checks']) => ({
  region: async ({ checks }: Handles) => {
    await expect.poll(() => checks[name].requests.length).toBeGreaterThan(0);
  },
  checking: async ({ page, checks }: Handles) => {
    await checks[name].sent();
    expect(checks[name].settled()).toBe(false);
    await overlayShows(page);
  },
  checked: async ({ checks }: Handles) => {
    await expect.poll(() => checks[name].settled()).toBe(true);
  },
});

const userStatuses = listAssertions('userStatuses');
const usergroupStatuses = listAssertions('usergroupStatuses');
const dataFormats = listAssertions('dataFormats');
const datastore = checkAssertions('datastore');
const mapServer = checkAssertions('mapServer');

const assertions = {
  loadingConfiguration: async (handles) => {
    await configurationSent(handles);
    await overlayShows(handles.page);
  },
  authenticating: async (handles) => {
    const { page } = handles;
    await sessionSent(handles);
    await overlayShows(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
  loadingReferences: async ({ page }) => {
    await overlayShows(page);
  },
  'loadingReferences.userStatuses': userStatuses.region,
  'loadingReferences.userStatuses.loading': userStatuses.loading,
  'loadingReferences.userStatuses.loaded': userStatuses.loaded,
  'loadingReferences.usergroupStatuses': usergroupStatuses.region,
  'loadingReferences.usergroupStatuses.loading': usergroupStatuses.loading,
  'loadingReferences.usergroupStatuses.loaded': usergroupStatuses.loaded,
  'loadingReferences.dataFormats': dataFormats.region,
  'loadingReferences.dataFormats.loading': dataFormats.loading,
  'loadingReferences.dataFormats.loaded': dataFormats.loaded,
  checkingServices: async ({ page }) => {
    await overlayShows(page);
  },
  'checkingServices.datastore': datastore.region,
  'checkingServices.datastore.checking': datastore.checking,
  'checkingServices.datastore.checked': datastore.checked,
  'checkingServices.mapServer': mapServer.region,
  'checkingServices.mapServer.checking': mapServer.checking,
  'checkingServices.mapServer.checked': mapServer.checked,
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
    await expect(failure(page)).toContainText(words.unreachable);
    await expect(failure(page).getByRole('button', { name: words.retry })).toBeVisible();
    await expect(overlay(page)).toHaveCount(0);
  },
} satisfies AssertionTable<Machine, Handles>;

/** What the login service is to answer at each authentication of the path. */
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

async function referenceList(page: Page, name: keyof typeof listPaths): Promise<ReferenceList> {
  const pathname = listPaths[name];
  const matches = (request: Request) =>
    request.method() === 'GET' && new URL(request.url()).pathname.endsWith(pathname);
  const list: ReferenceList = {
    gate: await RequestGate.install(page, name, matches),
    waited: false,
    requests: [],
  };
  const settle = (request: Request) => {
    const entry = list.requests.find((sent) => sent.request === request);
    if (entry) entry.settled = true;
  };
  page.on('request', (request) => {
    if (matches(request)) list.requests.push({ request, settled: false });
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return list;
}

export const bootReplay: MachineReplay<Machine, Handles> = {
  open: async (page, path) => {
    const configuration = await RequestGate.install(
      page,
      'runtime configuration',
      (request) => new URL(request.url()).pathname === '/publish/config.json',
    );
    const session = await RequestGate.install(
      page,
      'login session',
      (request) => request.method() === 'GET' && /\/login\/session\/$/.test(new URL(request.url()).pathname),
    );
    const handles: Handles = {
      page,
      configuration,
      session,
      sessionWaited: false,
      configurationWaited: false,
      lists: {
        userStatuses: await referenceList(page, 'userStatuses'),
        usergroupStatuses: await referenceList(page, 'usergroupStatuses'),
        dataFormats: await referenceList(page, 'dataFormats'),
      },
      checks: {
        datastore: await CheckGate.install(page, 'datastore check', '/resource/datastores/databases/'),
        mapServer: await CheckGate.install(page, 'map server check', '/resource/geoserver/workspaces/'),
      },
      sessions: sessionsOf(path),
      returnPath: OPENED,
    };
    await page.clock.install();
    configuration.expect();
    await page.goto(OPENED);
    return handles;
  },
  drivers,
  assertions,
};
