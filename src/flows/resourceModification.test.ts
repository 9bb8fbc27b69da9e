import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ResourceModificationInput } from '../../machines/resourceSaveVocabulary';
import { setApiClient } from '../api/http';
import { fakeApi, jsonResponse, setCsrfCookie, testQueryClient } from '../api/testing/fakeApi';
import { createFileRegistry } from './fileRegistry';
import { provideResourceModificationMachine } from './resourceModification';

/** The reference answers of the calls a URL resource's modification makes. */
function server() {
  return fakeApi((request) => {
    const { pathname } = new URL(request.url);
    const route = `${request.method} ${pathname}`;
    if (route === 'PUT /fr/resource/resources/12/') return jsonResponse({ id: 12 });
    if (route === 'PUT /fr/resource/href/14/') return jsonResponse({ id: 14 });
    if (route === 'GET /fr/resource/href/14/_scenarios/')
      return jsonResponse([
        { id: 51, codename: 'create', action: 'create' },
        { id: 52, codename: 'update', action: 'update' },
      ]);
    if (route === 'POST /fr/resource/href/14/_scenarios/52/run/')
      return jsonResponse({ task_id: 61, status: 'PENDING' }, 202);
    if (route === 'PATCH /fr/resource/datastores/16/') return jsonResponse({ id: 16 });
    if (route === 'GET /fr/resource/datastores/16/_scenarios/')
      return jsonResponse([{ id: 53, codename: 'datastore-update-geographiclayer', action: 'update' }]);
    if (route === 'POST /fr/resource/datastores/16/_scenarios/53/run/')
      return jsonResponse({ task_id: 62, status: 'PENDING' }, 202);
    return jsonResponse({ detail: route }, 404);
  });
}

const modification: ResourceModificationInput = {
  datasetId: 7,
  usergroupId: 4,
  type: 2,
  isSuperuser: false,
  existing: { resourceId: 12, kind: 'href', kindId: 14 },
};

beforeEach(() => setCsrfCookie());
afterEach(() => setApiClient());

describe('resource modification flow with src/api', () => {
  it('saves the resource and its URL, then runs its only update scenario without asking', async () => {
    const api = server();
    const progress = { start: vi.fn(), update: vi.fn(), reset: vi.fn() };
    const machine = provideResourceModificationMachine({
      queryClient: testQueryClient(),
      progress,
      files: createFileRegistry(),
    });
    const actor = createActor(machine, { input: modification }).start();
    actor.send({
      type: 'resource.submitted',
      fields: { display_name: 'Stations' },
      record: { kind: 'href', dataformatId: 5, href: 'https://data.example.fr/stations.csv' },
    });

    const launch = (await waitFor(actor, (snapshot) => snapshot.matches('launchingScenario'))).children
      .launchScenario;
    if (!launch) throw new Error('no launchScenario child');
    // The child keeps the update scenarios only: one, run without asking, kept for the dialog to name.
    const seen: { state: string; scenarios: number[] }[] = [];
    launch.subscribe((snapshot) =>
      seen.push({ state: String(snapshot.value), scenarios: snapshot.context.scenarios.map((s) => s.id) }),
    );
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'succeeded' }));
    expect(seen.map((entry) => entry.state)).not.toContain('choosingScenario');
    expect(seen.find((entry) => entry.state === 'runningScenario')?.scenarios).toEqual([52]);

    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'PUT /fr/resource/resources/12/',
      'PUT /fr/resource/href/14/',
      'GET /fr/resource/href/14/_scenarios/',
      'POST /fr/resource/href/14/_scenarios/52/run/?asynchrone=true',
    ]);
    expect(api.requests[0]?.body).toEqual({ display_name: 'Stations', type: 2 });
    expect(api.requests[1]?.body).toEqual({
      resource_id: 12,
      dataformat_id: 5,
      href: 'https://data.example.fr/stations.csv',
    });
    // Nothing was uploaded: the progress modal never opened.
    expect(progress.start).not.toHaveBeenCalled();
  });

  it('saves the new table of a database table, then runs its update scenario', async () => {
    const api = server();
    const machine = provideResourceModificationMachine({
      queryClient: testQueryClient(),
      progress: { start: vi.fn(), update: vi.fn(), reset: vi.fn() },
      files: createFileRegistry(),
    });
    const actor = createActor(machine, {
      input: { ...modification, type: 1, existing: { resourceId: 12, kind: 'datastores', kindId: 16 } },
    }).start();
    actor.send({
      type: 'resource.submitted',
      fields: { display_name: 'Mairies' },
      record: {
        kind: 'datastores',
        dataformatId: 9,
        table: { database: 'datastore', schemaName: 'datastore', tableName: 'mairies' },
      },
    });
    const launch = (await waitFor(actor, (snapshot) => snapshot.matches('launchingScenario'))).children
      .launchScenario;
    if (!launch) throw new Error('no launchScenario child');
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'succeeded' }));

    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'PUT /fr/resource/resources/12/',
      'PATCH /fr/resource/datastores/16/',
      'GET /fr/resource/datastores/16/_scenarios/',
      'POST /fr/resource/datastores/16/_scenarios/53/run/?asynchrone=true',
    ]);
    expect(api.requests[1]?.body).toEqual({
      database: 'datastore',
      schema_name: 'datastore',
      table_name: 'mairies',
      dataformat_id: 9,
    });
  });
});
