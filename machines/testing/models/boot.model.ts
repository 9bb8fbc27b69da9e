import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import bootMachine, { type SessionUser } from '../../boot.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';

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
  'session.revalidate': [{ type: 'session.revalidate', returnPath: openedPage }],
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
  loadingConfiguration: { ...busy, invokes: ['loadConfiguration'] },
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
  'starting.session': {},
  'starting.session.authenticating': {
    invokes: ['authenticate'],
    check: ({ snapshot }) => strictEqual(snapshot.context.user, null),
  },
  'starting.session.known': {},
  'starting.references': {},
  'starting.references.loading': { invokes: ['loadReferences'] },
  'starting.references.loaded': {},
  'starting.services': {},
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

export const bootModel = defineMachineModel({
  name: 'boot',
  machine: bootMachine,
  inputs: { default: { returnPath: openedPage } },
  events,
  states,
  invariant: ({ snapshot }) => {
    if (!snapshot.matches('failed')) strictEqual(snapshot.context.error, null);
    if (!snapshot.matches('termsRequired')) strictEqual(snapshot.context.redirect, null);
  },
});
