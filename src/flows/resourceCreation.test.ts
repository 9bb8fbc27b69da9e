import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import type { ResourceCreationInput } from '../../machines/resourceSaveVocabulary';
import { setApiClient } from '../api/http';
import { fakeApi, jsonResponse, setCsrfCookie, testQueryClient } from '../api/testing/fakeApi';
import { createFileRegistry } from './fileRegistry';
import { provideResourceCreationMachine } from './resourceCreation';

/** The part of XMLHttpRequest the upload helper uses, driven by the test. */
class FakeXhr extends EventTarget {
  static last: FakeXhr | null = null;
  readonly upload = new EventTarget();
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  aborted = false;
  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send() {}
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { loaded, total, lengthComputable: true }),
    );
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

function xhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no upload was sent');
  return FakeXhr.last;
}

/** The reference answers of the resource calls the flows make. */
function server() {
  return fakeApi((request) => {
    const { pathname } = new URL(request.url);
    const route = `${request.method} ${pathname}`;
    if (route === 'POST /fr/resource/resources/') return jsonResponse({ id: 21 }, 201);
    if (route === 'POST /fr/resource/resource-dataset/') return jsonResponse({ id: 31 }, 201);
    if (route === 'POST /fr/resource/file-upload/') return jsonResponse({ id: 41 }, 201);
    if (route === 'POST /fr/resource/ftp-access-requests/')
      return jsonResponse({ id: 1, usergroup_id: 4, status: 'granted' }, 201);
    if (route === 'POST /fr/resource/ftp/') return jsonResponse({ id: 45, file_path: 'a/b.csv' }, 201);
    if (/^GET \/fr\/resource\/(file-upload|ftp)\/\d+\/_scenarios\/$/.test(route))
      return jsonResponse([
        { id: 51, codename: 'create', action: 'create' },
        { id: 52, codename: 'update', action: 'update' },
      ]);
    if (/^POST \/fr\/resource\/(file-upload|ftp)\/\d+\/_scenarios\/\d+\/run\/$/.test(route))
      return jsonResponse({ task_id: 61, status: 'PENDING' }, 202);
    if (route === 'DELETE /fr/resource/resources/21/') return jsonResponse(null, 204);
    return jsonResponse({ detail: route }, 404);
  });
}

const creation: ResourceCreationInput = { datasetId: 7, usergroupId: 4, type: 1, isSuperuser: true };
const fields = { display_name: 'Stations' };

function setup() {
  const progress = { start: vi.fn(), update: vi.fn(), reset: vi.fn() };
  const files = createFileRegistry();
  const machine = provideResourceCreationMachine({ queryClient: testQueryClient(), progress, files });
  // Every actor the inspector would be told about, with its parent: the tree it draws.
  const inspected: AnyActorRef[] = [];
  const actor = createActor(machine, {
    input: creation,
    inspect: (event) => {
      if (event.type === '@xstate.actor') inspected.push(event.actorRef as AnyActorRef);
    },
  }).start();
  return { progress, files, actor, inspected };
}

/** The `launchScenario` child once the creation has reached its scenario launch. */
async function launchChild(actor: ReturnType<typeof setup>['actor']) {
  const launching = await waitFor(actor, (snapshot) => snapshot.matches('launchingScenario'));
  const launch = launching.children.launchScenario;
  if (!launch) throw new Error('no launchScenario child');
  return launch;
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setCsrfCookie();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setApiClient();
});

describe('resource creation flow with src/api', () => {
  it('creates, links, uploads with progress, then runs its only create scenario without asking', async () => {
    const api = server();
    const { actor, files, progress } = setup();
    const file = files.register(new File(['x;y\n1;2\n'], 'stations.csv', { type: 'text/csv' }));
    actor.send({
      type: 'resource.submitted',
      fields,
      record: { kind: 'file-upload', dataformatId: 3, file },
    });

    await waitFor(actor, (snapshot) => snapshot.matches('uploadingFile'));
    expect(progress.start).toHaveBeenCalledTimes(1);
    expect(xhr().url).toBe('/fr/resource/file-upload/41/');
    xhr().progress(50, 200);
    expect(actor.getSnapshot().context.progress).toBe(25);
    expect(progress.update).toHaveBeenLastCalledWith(25);
    xhr().respond(200, { id: 41, file: 'stations.csv' });

    const launch = await launchChild(actor);
    // One creation scenario: nothing to choose, the child runs it at once.
    const states: string[] = [];
    launch.subscribe((snapshot) => states.push(String(snapshot.value)));
    expect(progress.update).toHaveBeenLastCalledWith(100);
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'succeeded' }));

    expect(states).not.toContain('choosingScenario');
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /fr/resource/resources/',
      'POST /fr/resource/resource-dataset/',
      'POST /fr/resource/file-upload/',
      'GET /fr/resource/file-upload/41/_scenarios/',
      'POST /fr/resource/file-upload/41/_scenarios/51/run/?asynchrone=true',
    ]);
    // The resource is created for the dataset's organisation and linked published, as OneGeo's clients do.
    expect(api.requests[0]?.body).toEqual({ display_name: 'Stations', type: 1, usergroup_id: 4 });
    expect(api.requests[1]?.body).toEqual({ resource_id: 21, dataset_id: 7, type: 1, publish: true });
    expect(api.requests[4]?.body).toEqual({
      kwargs: { target: { model: 'resource', app_label: 'onegeo_resource', pk: 21 } },
    });
    expect(progress.reset).not.toHaveBeenCalled();
  });

  it('publishes an sFTP file through the sFTP flow, asking for access first', async () => {
    const api = server();
    const { actor, inspected } = setup();
    actor.send({
      type: 'resource.submitted',
      fields,
      record: { kind: 'ftp', dataformatId: 3, filePath: 'a/b.csv', hasFtpAccess: false },
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'succeeded' }));

    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /fr/resource/resources/',
      'POST /fr/resource/resource-dataset/',
      'POST /fr/resource/ftp-access-requests/',
      'POST /fr/resource/ftp/',
      'GET /fr/resource/ftp/45/_scenarios/',
      'POST /fr/resource/ftp/45/_scenarios/51/run/?asynchrone=true',
    ]);
    expect(api.requests[3]?.body).toEqual({ resource_id: 21, dataformat_id: 3, file_path: 'a/b.csv' });
    expect(api.last().body).toEqual({
      kwargs: { target: { model: 'resource', app_label: 'onegeo_resource', pk: 21 } },
      data: { file_path: 'a/b.csv' },
    });
    // The sFTP flow is a child of the creation and launches its scenario through its own child: the
    // inspector shows one tree, not a second root actor.
    const ftp = inspected.find((ref) => ref.id === 'createFtp');
    expect(ftp?._parent).toBe(actor);
    const launch = inspected.find((ref) => ref.id === 'launchScenario');
    expect(launch?._parent).toBe(ftp);
    expect(inspected.filter((ref) => ref._parent === undefined)).toEqual([actor]);
  });
});
