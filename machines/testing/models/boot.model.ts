import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import bootMachine, { type SessionUser } from '../../boot.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable, StepOf, StepTable } from '../types.ts';

type BootMachine = typeof bootMachine;

const publisher: SessionUser = {
  id: 3,
  username: 'publisher',
  first_name: 'Paule',
  last_name: 'Dupont',
  is_superuser: false,
  usergroup_roles: [{ role: 1 }],
};

const openedPage = '/publish/fr/data/datasets/?page=2#permissions';

const events = {
  // The person switches the page to English (QA does the same): the return path is the English page's, so a
  // revalidation that forgot it would still send them back to the French one.
  'session.revalidate': [
    { type: 'session.revalidate', returnPath: openedPage.replace('/publish/fr/', '/publish/en/') },
  ],
  'boot.retried': [{ type: 'boot.retried' }],
  'xstate.done.actor.loadConfiguration': [
    { type: 'xstate.done.actor.loadConfiguration', output: { apiRoot: '/' } },
  ],
  'xstate.error.actor.loadConfiguration': [
    { type: 'xstate.error.actor.loadConfiguration', error: { status: 404 } },
  ],
  'xstate.done.actor.authenticate': [
    { type: 'xstate.done.actor.authenticate', output: { status: 'signedIn', user: publisher } },
    { type: 'xstate.done.actor.authenticate', output: { status: 'signedOut' } },
    { type: 'xstate.done.actor.authenticate', output: { status: 'termsRequired' } },
  ],
  'xstate.error.actor.authenticate': [{ type: 'xstate.error.actor.authenticate', error: { status: 500 } }],
  'xstate.done.actor.loadReferences': [{ type: 'xstate.done.actor.loadReferences', output: undefined }],
  'xstate.error.actor.loadReferences': [
    { type: 'xstate.error.actor.loadReferences', error: { status: 500 } },
  ],
  'xstate.done.actor.checkServices': [
    { type: 'xstate.done.actor.checkServices', output: { datastore: true, mapServer: false } },
  ],
  'xstate.error.actor.checkServices': [
    { type: 'xstate.error.actor.checkServices', error: { name: 'TypeError', message: 'Failed to fetch' } },
  ],
} as const satisfies EventTable<BootMachine>;

const busy = { tags: ['busy'] } as const;

const states = {
  loadingConfiguration: {
    ...busy,
    invokes: ['loadConfiguration'],
    // Behind the overlay no session is known, and a retry has put the error away.
    check: ({ snapshot }) => {
      strictEqual(snapshot.context.user, null);
      strictEqual(snapshot.context.error, null);
    },
  },
  starting: {
    ...busy,
    check: ({ snapshot, previous, actions }) => {
      // On entering the stage: the modals close and the opened screen's data is asked for, once.
      if (!previous?.matches('starting')) {
        deepStrictEqual(actions, [
          { type: 'closeModals', params: undefined },
          { type: 'prefetchScreen', params: { returnPath: snapshot.context.returnPath } },
        ]);
      } else deepStrictEqual(actions, []);
      // The previous session is forgotten until the login service answers again.
      if (snapshot.matches({ starting: { session: 'authenticating' } })) {
        strictEqual(snapshot.context.user, null);
      }
    },
  },
  // Each region shows as the overlay, which stays until the three are done.
  'starting.session': { check: ({ snapshot }) => strictEqual(snapshot.hasTag('busy'), true) },
  'starting.session.authenticating': {
    invokes: ['authenticate'],
    check: ({ snapshot }) => strictEqual(snapshot.context.user, null),
  },
  'starting.session.known': {
    // The login service answered (signed in or out): it is asked no more.
    check: ({ snapshot }) => {
      strictEqual(snapshot.children.authenticate === undefined, true, 'the session is no longer asked');
      strictEqual(snapshot.context.redirect, null);
    },
  },
  'starting.references': { check: ({ snapshot }) => strictEqual(snapshot.hasTag('busy'), true) },
  'starting.references.loading': {
    invokes: ['loadReferences'],
    check: ({ snapshot }) =>
      strictEqual(snapshot.children.loadReferences !== undefined, true, 'the lists are awaited'),
  },
  'starting.references.loaded': {
    // Loaded or failed, the lists are no longer awaited.
    check: ({ snapshot }) => {
      strictEqual(snapshot.children.loadReferences === undefined, true, 'the lists are no longer awaited');
      strictEqual(snapshot.hasTag('busy'), true);
    },
  },
  'starting.services': { check: ({ snapshot }) => strictEqual(snapshot.hasTag('busy'), true) },
  'starting.services.checking': {
    invokes: ['checkServices'],
    check: ({ snapshot }) => deepStrictEqual(snapshot.context.services, { datastore: null, mapServer: null }),
  },
  'starting.services.checked': {
    check: ({ snapshot }) => {
      strictEqual(typeof snapshot.context.services.datastore, 'boolean');
      strictEqual(typeof snapshot.context.services.mapServer, 'boolean');
    },
  },
  ready: {
    check: ({ snapshot }) => {
      notStrictEqual(snapshot.context.user, null);
      strictEqual(typeof snapshot.context.services.datastore, 'boolean');
      strictEqual(typeof snapshot.context.services.mapServer, 'boolean');
    },
  },
  signedOut: {
    check: ({ snapshot }) => {
      strictEqual(snapshot.context.user, null);
      strictEqual(typeof snapshot.context.services.datastore, 'boolean');
    },
  },
  termsRequired: {
    check: ({ snapshot }) => {
      strictEqual(snapshot.status, 'done');
      // The way back is the page being opened, hash included.
      deepStrictEqual(snapshot.output, {
        redirect: { to: 'terms', returnPath: snapshot.context.returnPath },
      });
      strictEqual(snapshot.context.redirect?.returnPath.includes('#'), true);
    },
  },
  failed: {
    tags: ['error'],
    check: ({ snapshot }) => notStrictEqual(snapshot.context.error, null),
  },
} satisfies StateTable<BootMachine>;

// What the specification and decision 0020 say each event does, written without the machine.
const noServices = { datastore: null, mapServer: null };
/** A step whatever its event. */
type Step = Omit<StepOf<BootMachine, never>, 'event'>;

/** Each region of the start, with the state where it is done. */
const regions = { session: 'known', references: 'loaded', services: 'checked' } as const;
type Region = keyof typeof regions;

/** One round of the start leaves at once: the session, the lists and the checks, the modals closed and the screen's data asked for. */
function startsOneRound(step: Step, returnPath: string) {
  const { snapshot, started, actions } = step;
  strictEqual(snapshot.matches('starting'), true, 'the start goes on with its one round');
  deepStrictEqual(
    started.map(({ src }) => src).sort(),
    ['authenticate', 'checkServices', 'loadReferences'],
    'the session, the lists and the checks leave together',
  );
  deepStrictEqual(actions, [
    { type: 'closeModals', params: undefined },
    { type: 'prefetchScreen', params: { returnPath } },
  ]);
  strictEqual(snapshot.context.returnPath, returnPath);
  // The previous session and checks are forgotten until they are answered again.
  strictEqual(snapshot.context.user, null);
  deepStrictEqual(snapshot.context.services, noServices);
  strictEqual(snapshot.context.error, null);
}

/**
 * A region of the start is done: the overlay stays while another region is under way; once the three are
 * done it goes, signed in (the header's user menu) or signed out, and nothing more is requested.
 */
function regionDone(step: Step, region: Region) {
  const { previous, snapshot, started } = step;
  deepStrictEqual(started, [], 'a region ending starts no request');
  const others = (Object.keys(regions) as Region[]).filter((name) => name !== region);
  const regionOf = (value: unknown, name: Region) =>
    (value as { starting?: Record<Region, string> }).starting?.[name];
  if (others.every((name) => regionOf(previous.value, name) === regions[name])) {
    strictEqual(snapshot.value, snapshot.context.user === null ? 'signedOut' : 'ready', 'the overlay goes');
  } else {
    strictEqual(regionOf(snapshot.value, region), regions[region], `the ${region} are done`);
    for (const name of others) strictEqual(regionOf(snapshot.value, name), regionOf(previous.value, name));
  }
}

const unchangedSession = (step: Step) => {
  strictEqual(step.snapshot.context.user, step.previous.context.user);
  strictEqual(step.snapshot.context.returnPath, step.previous.context.returnPath);
};

const steps = {
  'session.revalidate': {
    // Events arriving while the machine is busy are ignored; a failed start waits for Retry.
    acceptedIn: ['ready', 'signedOut'],
    leadsTo: ['starting'],
    effect: (step) => startsOneRound(step, step.event.returnPath),
  },
  'boot.retried': {
    acceptedIn: ['failed'],
    leadsTo: ['loadingConfiguration'],
    effect: ({ snapshot, previous, started }) => {
      strictEqual(snapshot.context.error, null, 'the error message goes');
      deepStrictEqual(started, [{ src: 'loadConfiguration', input: undefined }]);
      strictEqual(snapshot.context.returnPath, previous.context.returnPath);
    },
  },
  'xstate.done.actor.loadConfiguration': {
    acceptedIn: ['loadingConfiguration'],
    leadsTo: ['starting'],
    effect: (step) => startsOneRound(step, step.previous.context.returnPath),
  },
  'xstate.error.actor.loadConfiguration': {
    acceptedIn: ['loadingConfiguration'],
    leadsTo: ['failed'],
    effect: ({ snapshot, event, started }) => {
      deepStrictEqual(snapshot.context.error, { code: 'configurationUnavailable', cause: event.error });
      deepStrictEqual(started, []);
    },
  },
  'xstate.done.actor.authenticate': {
    acceptedIn: ['starting.session.authenticating'],
    leadsTo: ['starting.session.known', 'ready', 'signedOut', 'termsRequired'],
    effect: (step) => {
      const { snapshot, previous, event } = step;
      const answer = event.output;
      if (answer.status === 'termsRequired') {
        // Leaves at once for the terms page, with the way back to the page opened.
        strictEqual(snapshot.value, 'termsRequired');
        strictEqual(snapshot.status, 'done');
        deepStrictEqual(snapshot.context.redirect, { to: 'terms', returnPath: previous.context.returnPath });
        deepStrictEqual(snapshot.output, {
          redirect: { to: 'terms', returnPath: previous.context.returnPath },
        });
        strictEqual(snapshot.context.user, null);
        deepStrictEqual(step.started, []);
        return;
      }
      deepStrictEqual(snapshot.context.user, answer.status === 'signedIn' ? answer.user : null);
      deepStrictEqual(snapshot.context.services, previous.context.services);
      strictEqual(snapshot.context.redirect, null);
      regionDone(step, 'session');
    },
  },
  'xstate.error.actor.authenticate': {
    acceptedIn: ['starting.session.authenticating'],
    leadsTo: ['failed'],
    effect: ({ snapshot, event, started }) => {
      // A failed session fails the start at once (the other requests are cancelled).
      strictEqual(snapshot.value, 'failed');
      deepStrictEqual(snapshot.context.error, { code: 'sessionUnavailable', cause: event.error });
      deepStrictEqual(started, []);
    },
  },
  'xstate.done.actor.loadReferences': {
    acceptedIn: ['starting.references.loading'],
    leadsTo: ['starting.references.loaded', 'ready', 'signedOut'],
    effect: (step) => {
      unchangedSession(step);
      deepStrictEqual(step.snapshot.context.services, step.previous.context.services);
      regionDone(step, 'references');
    },
  },
  'xstate.error.actor.loadReferences': {
    // A list that fails does not block the start: the screen that needs it fetches it again.
    acceptedIn: ['starting.references.loading'],
    leadsTo: ['starting.references.loaded', 'ready', 'signedOut'],
    effect: (step) => {
      unchangedSession(step);
      strictEqual(step.snapshot.context.error, null);
      deepStrictEqual(step.snapshot.context.services, step.previous.context.services);
      regionDone(step, 'references');
    },
  },
  'xstate.done.actor.checkServices': {
    acceptedIn: ['starting.services.checking'],
    leadsTo: ['starting.services.checked', 'ready', 'signedOut'],
    effect: (step) => {
      unchangedSession(step);
      deepStrictEqual(step.snapshot.context.services, {
        datastore: step.event.output.datastore,
        mapServer: step.event.output.mapServer,
      });
      regionDone(step, 'services');
    },
  },
  'xstate.error.actor.checkServices': {
    // When neither check answered, both services count unavailable; never a failed start.
    acceptedIn: ['starting.services.checking'],
    leadsTo: ['starting.services.checked', 'ready', 'signedOut'],
    effect: (step) => {
      unchangedSession(step);
      strictEqual(step.snapshot.context.error, null);
      deepStrictEqual(step.snapshot.context.services, { datastore: false, mapServer: false });
      regionDone(step, 'services');
    },
  },
} satisfies StepTable<BootMachine>;

export const bootModel = defineMachineModel({
  name: 'boot',
  machine: bootMachine,
  inputs: { default: { returnPath: openedPage } },
  events,
  states,
  steps,
  // The page opens behind the overlay, the configuration first; nothing is known yet.
  start: (snapshot, input) => {
    strictEqual(snapshot.value, 'loadingConfiguration');
    deepStrictEqual(snapshot.context, {
      returnPath: input.returnPath,
      user: null,
      services: noServices,
      redirect: null,
      error: null,
    });
  },
  invariant: ({ snapshot }) => {
    if (!snapshot.matches('failed')) strictEqual(snapshot.context.error, null);
    if (!snapshot.matches('termsRequired')) strictEqual(snapshot.context.redirect, null);
  },
});
