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
  'session.revalidate': [{ type: 'session.revalidate', returnPath: '/publish/en/accounts/#pending' }],
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
  'xstate.done.actor.loadUserStatuses': [{ type: 'xstate.done.actor.loadUserStatuses', output: undefined }],
  'xstate.error.actor.loadUserStatuses': [
    { type: 'xstate.error.actor.loadUserStatuses', error: { status: 500 } },
  ],
  'xstate.done.actor.loadUsergroupStatuses': [
    { type: 'xstate.done.actor.loadUsergroupStatuses', output: undefined },
  ],
  'xstate.error.actor.loadUsergroupStatuses': [
    { type: 'xstate.error.actor.loadUsergroupStatuses', error: { status: 500 } },
  ],
  'xstate.done.actor.loadDataFormats': [{ type: 'xstate.done.actor.loadDataFormats', output: undefined }],
  'xstate.error.actor.loadDataFormats': [
    { type: 'xstate.error.actor.loadDataFormats', error: { status: 500 } },
  ],
  'xstate.done.actor.checkDatastore': [
    { type: 'xstate.done.actor.checkDatastore', output: true },
    { type: 'xstate.done.actor.checkDatastore', output: false },
  ],
  'xstate.error.actor.checkDatastore': [
    { type: 'xstate.error.actor.checkDatastore', error: { name: 'TypeError', message: 'Failed to fetch' } },
  ],
  'xstate.done.actor.checkMapServer': [{ type: 'xstate.done.actor.checkMapServer', output: true }],
  'xstate.error.actor.checkMapServer': [
    { type: 'xstate.error.actor.checkMapServer', error: { name: 'TypeError', message: 'Failed to fetch' } },
  ],
} as const satisfies EventTable<BootMachine>;

const busy = { tags: ['busy'] } as const;

const states = {
  loadingConfiguration: { ...busy, invokes: ['loadConfiguration'] },
  authenticating: {
    ...busy,
    invokes: ['authenticate'],
    check: ({ snapshot, previous, actions }) => {
      // Modals close each time authentication starts.
      if (!previous?.matches('authenticating'))
        deepStrictEqual(actions, [{ type: 'closeModals', params: undefined }]);
      // The previous session is forgotten until the login service answers again.
      strictEqual(snapshot.context.user, null);
      deepStrictEqual(snapshot.context.services, { datastore: null, mapServer: null });
    },
  },
  loadingReferences: {
    ...busy,
    check: ({ snapshot }) =>
      notStrictEqual(snapshot.context.user, null, 'references load for a signed-in user'),
  },
  'loadingReferences.userStatuses': {},
  'loadingReferences.userStatuses.loading': { invokes: ['loadUserStatuses'] },
  'loadingReferences.userStatuses.loaded': {},
  'loadingReferences.usergroupStatuses': {},
  'loadingReferences.usergroupStatuses.loading': { invokes: ['loadUsergroupStatuses'] },
  'loadingReferences.usergroupStatuses.loaded': {},
  'loadingReferences.dataFormats': {},
  'loadingReferences.dataFormats.loading': { invokes: ['loadDataFormats'] },
  'loadingReferences.dataFormats.loaded': {},
  checkingServices: busy,
  'checkingServices.datastore': {},
  'checkingServices.datastore.checking': { invokes: ['checkDatastore'] },
  'checkingServices.datastore.checked': {
    check: ({ snapshot }) => notStrictEqual(snapshot.context.services.datastore, null),
  },
  'checkingServices.mapServer': {},
  'checkingServices.mapServer.checking': { invokes: ['checkMapServer'] },
  'checkingServices.mapServer.checked': {
    check: ({ snapshot }) => notStrictEqual(snapshot.context.services.mapServer, null),
  },
  ready: {
    check: ({ snapshot }) => {
      notStrictEqual(snapshot.context.user, null);
      strictEqual(typeof snapshot.context.services.datastore, 'boolean');
      strictEqual(typeof snapshot.context.services.mapServer, 'boolean');
    },
  },
  signedOut: {
    check: ({ snapshot }) => strictEqual(snapshot.context.user, null),
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
