import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { DatasetFields } from '../../machines/datasetCreation.machine';
import { setApiClient } from '../api/http';
import { fakeApi, jsonResponse, setCsrfCookie, testQueryClient } from '../api/testing/fakeApi';
import { provideDatasetCreationMachine } from './datasetCreation';
import { createFileRegistry } from './fileRegistry';

/** Answers every thumbnail PUT with success, recording the file sent. */
class FakeXhr extends EventTarget {
  static sent: { url: string; file: FormDataEntryValue | null }[] = [];
  readonly upload = new EventTarget();
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    FakeXhr.sent.push({ url: this.url, file: body.get('file') });
    this.status = 200;
    this.responseText = JSON.stringify({ thumbnail: 'http://localhost:8080/media/images/91.png' });
    queueMicrotask(() => this.dispatchEvent(new Event('load')));
  }
  abort() {}
}

const dataset: DatasetFields = {
  display_name: 'Copie de Stations',
  description: 'Stations',
  tags: ['eau'],
  topics: [2],
  kinds: [1],
  usergroup: 4,
  publication_date: '2025-03-01',
  last_update_date: '2025-03-01',
  update_frequency: 3,
};

function server() {
  return fakeApi((request) => {
    const { pathname } = new URL(request.url);
    const route = `${request.method} ${pathname}`;
    if (route === 'POST /fr/dataset/datasets/') return jsonResponse({ id: 91 }, 201);
    if (route === 'GET /fr/dataset/datasets/91/_scenarios/')
      return jsonResponse([{ id: 1, codename: 'publish-dataset', action: 'update' }]);
    if (route === 'POST /fr/dataset/datasets/91/_scenarios/1/run/')
      return jsonResponse({ task_id: 5, status: 'PENDING' }, 202);
    return jsonResponse({}, 404);
  });
}

function start() {
  const machine = provideDatasetCreationMachine(testQueryClient(), createFileRegistry());
  return createActor(machine).start();
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setCsrfCookie();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setApiClient();
});

describe('dataset creation flow with src/api', () => {
  it('sends the copied dataset’s thumbnail again, then builds the index', async () => {
    const api = server();
    const image = new Blob(['png'], { type: 'image/png' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(image, { status: 200 })),
    );
    const actor = start();
    actor.send({
      type: 'dataset.submitted',
      dataset,
      thumbnail: { source: 'url', url: 'http://localhost:8080/media/images/vignette.png?v=2' },
    });
    const output = await toPromise(actor);

    expect(output).toEqual({ datasetId: 91, outcome: 'created', thumbnailError: null, indexError: null });
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0]?.url).toBe('/fr/dataset/datasets/91/thumbnail/');
    const sentFile = FakeXhr.sent[0]?.file;
    expect(sentFile instanceof File ? sentFile.name : null).toBe('vignette.png');
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /fr/dataset/datasets/',
      'GET /fr/dataset/datasets/91/_scenarios/',
      'POST /fr/dataset/datasets/91/_scenarios/1/run/?asynchrone=true',
    ]);
  });

  it('keeps the dataset when its thumbnail cannot be fetched', async () => {
    server();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    const actor = start();
    actor.send({
      type: 'dataset.submitted',
      dataset,
      thumbnail: { source: 'url', url: 'http://localhost:8080/media/images/gone.png' },
    });
    const output = await toPromise(actor);

    expect(output.datasetId).toBe(91);
    expect(output.outcome).toBe('createdWithProblems');
    expect(output.thumbnailError?.step).toBe('fetchThumbnail');
    expect(output.indexError).toBeNull();
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
