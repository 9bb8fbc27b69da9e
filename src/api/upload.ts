import type { paths } from '../../contract/schema.gen';
import { deployedPath } from './apiSettings';
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from './csrf';
import { type ApiError, ApiRequestError, apiErrorFromResponse } from './errors';
import { emitRequestEvent } from './requestEvents';

/*
 * fetch cannot report upload progress, so the multipart PUTs of the contract (resource file, dataset and
 * user-group thumbnails, organisation convention) go through this one XMLHttpRequest helper, typed from
 * the same schema and failing with the same ApiRequestError as the openapi-fetch client.
 */

type Put<P extends keyof paths> = paths[P]['put'];

/** Contract paths whose PUT takes a multipart body. */
export type UploadPath = {
  [P in keyof paths]: Put<P> extends { requestBody: { content: { 'multipart/form-data': object } } }
    ? P
    : never;
}[keyof paths];

/** The multipart fields of a path; binary fields (`format: binary`, typed as text) take a Blob or a File. */
export type UploadBody<P extends UploadPath> =
  Put<P> extends {
    requestBody: { content: { 'multipart/form-data': infer B } };
  }
    ? { [K in keyof B]: NonNullable<B[K]> extends string ? Blob | string : B[K] }
    : never;

export type UploadPathParams<P extends UploadPath> =
  Put<P> extends { parameters: { path: infer A } } ? A : never;

export type UploadResult<P extends UploadPath> =
  Put<P> extends {
    responses: { 200: { content: { 'application/json': infer R } } };
  }
    ? R
    : never;

/** What callers of an upload give besides the file: progress from 0 to 100, and a way to abort. */
export type UploadOptions = { signal?: AbortSignal; onProgress?: (percent: number) => void };

export type UploadRequest<P extends UploadPath> = UploadOptions & {
  params: { path: UploadPathParams<P> };
  body: UploadBody<P>;
};

function fillPath(path: string, params: object): string {
  const values = new Map(Object.entries(params));
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values.get(name))));
}

function formDataOf(body: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, String(value));
  }
  return form;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends a multipart PUT of the contract with progress events; resolves with the parsed answer. */
export function upload<P extends UploadPath>(path: P, request: UploadRequest<P>): Promise<UploadResult<P>> {
  const { signal, onProgress } = request;
  return new Promise((resolve, reject) => {
    const fail = (error: ApiError) => reject(new ApiRequestError(error));
    if (signal?.aborted) {
      fail({ kind: 'cancelled' });
      return;
    }
    const xhr = new XMLHttpRequest();
    const target = deployedPath(fillPath(path, request.params.path as object));
    const abort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', abort);
    const failed = () => emitRequestEvent({ phase: 'failed', method: 'PUT', path: target });

    xhr.open('PUT', target);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readCookie(document.cookie, CSRF_COOKIE);
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);

    xhr.upload.addEventListener('progress', (event) => {
      if (!event.lengthComputable || event.total <= 0) return;
      onProgress?.(Math.min(100, Math.max(0, Math.round((event.loaded / event.total) * 100))));
    });
    xhr.addEventListener('load', () => {
      settle();
      emitRequestEvent({ phase: 'answered', method: 'PUT', path: target, status: xhr.status });
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as UploadResult<P>);
      else fail(apiErrorFromResponse(xhr.status, body));
    });
    xhr.addEventListener('error', () => {
      settle();
      failed();
      fail({ kind: 'network' });
    });
    xhr.addEventListener('timeout', () => {
      settle();
      failed();
      fail({ kind: 'network' });
    });
    xhr.addEventListener('abort', () => {
      settle();
      failed();
      fail({ kind: 'cancelled' });
    });
    signal?.addEventListener('abort', abort, { once: true });
    emitRequestEvent({ phase: 'started', method: 'PUT', path: target });
    xhr.send(formDataOf(request.body as object));
  });
}
