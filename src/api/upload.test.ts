import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadDatasetThumbnail } from './datasets';
import { type ApiError, ApiRequestError } from './errors';
import { updateOrganisationAgreement } from './organisations';
import { uploadResourceFile } from './resourceKinds';
import { CSRF_TOKEN, setCsrfCookie } from './testing/fakeApi';
import { upload } from './upload';
import { uploadUserGroupThumbnail } from './usergroups';

/** The part of XMLHttpRequest the upload helper uses, driven by the test. */
class FakeXhr extends EventTarget {
  static last: FakeXhr | null = null;
  readonly upload = new EventTarget();
  readonly headers = new Map<string, string>();
  method = '';
  url = '';
  body: FormData | null = null;
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
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total, lengthComputable }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

function sent(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no request was sent');
  return FakeXhr.last;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error.error;
    throw error;
  }
  throw new Error('the upload did not fail');
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setCsrfCookie();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const csv = new File(['x;y\n1;2\n'], 'routes.csv', { type: 'text/csv' });
const png = new File(['png'], 'logo.png', { type: 'image/png' });

describe('upload', () => {
  it('PUTs the file as multipart to the deployed path, with cookies and the CSRF header', async () => {
    const done = uploadResourceFile(41, csv);
    const xhr = sent();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/fr/resource/file-upload/41/');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers.get('X-CSRFToken')).toBe(CSRF_TOKEN);
    const file = xhr.body?.get('file');
    expect(file instanceof File ? file.name : null).toBe('routes.csv');
    xhr.respond(200, { id: 41, file: 'routes.csv', dataformat_id: 2, resource_id: 11 });
    await expect(done).resolves.toEqual({ id: 41, file: 'routes.csv', dataformat_id: 2, resource_id: 11 });
  });

  it('reports progress from 0 to 100', async () => {
    const progress: number[] = [];
    const done = uploadResourceFile(41, csv, { onProgress: (percent) => progress.push(percent) });
    const xhr = sent();
    xhr.progress(0, 400);
    xhr.progress(100, 400);
    xhr.progress(333, 400);
    xhr.progress(10, 0, false);
    xhr.progress(400, 400);
    xhr.respond(200, {});
    await done;
    expect(progress).toEqual([0, 25, 83, 100]);
  });

  it('sends the thumbnails, the logo and the convention to their paths', async () => {
    const dataset = uploadDatasetThumbnail(7, png);
    expect(sent().url).toBe('/fr/dataset/datasets/7/thumbnail/');
    sent().respond(200, { thumbnail: 'http://localhost:3000/media/images/7.png' });
    await expect(dataset).resolves.toEqual({ thumbnail: 'http://localhost:3000/media/images/7.png' });

    const group = uploadUserGroupThumbnail(3, png);
    expect(sent().url).toBe('/fr/usergroup/user-groups/3/thumbnail/');
    sent().respond(200, { thumbnail: 'http://localhost:3000/media/images/3.png' });
    await group;

    const agreement = updateOrganisationAgreement(3, { signed: true, file: csv });
    const xhr = sent();
    expect(xhr.url).toBe('/fr/organisation/organisations/3/agreement/');
    expect(xhr.body?.get('signed')).toBe('true');
    expect(xhr.body?.get('file')).toBeInstanceOf(File);
    xhr.respond(200, { signed: true, file: 'http://localhost:3000/media/conventions/convention.pdf' });
    await expect(agreement).resolves.toEqual({
      signed: true,
      file: 'http://localhost:3000/media/conventions/convention.pdf',
    });
  });

  it('leaves out fields without a value', async () => {
    const done = updateOrganisationAgreement(3, { signed: false });
    expect([...(sent().body?.keys() ?? [])]).toEqual(['signed']);
    expect(sent().body?.get('signed')).toBe('false');
    sent().respond(200, { signed: false, file: null });
    await done;
  });

  it('maps error statuses like the client does', async () => {
    const invalid = uploadResourceFile(41, csv);
    sent().respond(400, { file: ['The file must be UTF-8.'] });
    expect(await failureOf(invalid)).toEqual({
      kind: 'fields',
      status: 400,
      detail: null,
      fields: [{ field: 'file', messages: ['The file must be UTF-8.'] }],
    });

    const forbidden = uploadResourceFile(41, csv);
    sent().respond(403, { detail: 'no' });
    expect(await failureOf(forbidden)).toEqual({ kind: 'forbidden', status: 403 });

    const critical = uploadResourceFile(41, csv);
    sent().respond(500, '<h1>Server Error</h1>');
    expect(await failureOf(critical)).toEqual({ kind: 'critical', status: 500 });
  });

  it('maps a network failure', async () => {
    const done = uploadResourceFile(41, csv);
    sent().fail();
    expect(await failureOf(done)).toEqual({ kind: 'network' });
  });

  it('aborts with the signal, as cancelled', async () => {
    const controller = new AbortController();
    const done = uploadResourceFile(41, csv, { signal: controller.signal });
    controller.abort();
    expect(sent().aborted).toBe(true);
    expect(await failureOf(done)).toEqual({ kind: 'cancelled' });
  });

  it('sends nothing when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const done = upload('/resource/file-upload/{id}/', {
      params: { path: { id: 41 } },
      body: { file: csv },
      signal: controller.signal,
    });
    expect(await failureOf(done)).toEqual({ kind: 'cancelled' });
    expect(FakeXhr.last).toBeNull();
  });
});
