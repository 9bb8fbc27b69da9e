import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, apiErrorFromResponse, apiErrorFromThrown } from './errors';
import type { RequestOptions } from './http';

/** The beginning of a resource's data, as read from its data URI. */
export type ResourceDataPreview = {
  text: string;
  contentType: string | null;
  /** The data goes on beyond what was read. */
  truncated: boolean;
};

/** Enough for a preview of a few dozen lines; the rest of the data is not downloaded. */
export const PREVIEW_MAX_BYTES = 64 * 1024;

/** Where a data URI can be read from the browser: the platform's own paths and http(s) addresses. */
export function isReadableDataUri(uri: string): boolean {
  return /^(https?:\/\/|\/(?!\/))/i.test(uri);
}

/**
 * Reads the beginning of a resource's data through its data URI (specification section 7: 'GET a
 * resource data URI with referer and origin headers'). Those two headers cannot be set by a script: the
 * browser sends Origin on cross-origin requests, and Referer as the referrer policy allows, which is set
 * here explicitly so that a page-wide policy cannot drop it. Only the first `maxBytes` are read.
 */
export async function fetchResourceDataPreview(
  uri: string,
  { signal, maxBytes = PREVIEW_MAX_BYTES }: RequestOptions & { maxBytes?: number } = {},
): Promise<ResourceDataPreview> {
  let response: Response;
  try {
    response = await fetch(uri, {
      signal,
      mode: 'cors',
      credentials: 'same-origin',
      referrerPolicy: 'strict-origin-when-cross-origin',
      headers: { Range: `bytes=0-${maxBytes - 1}` },
    });
  } catch (thrown) {
    throw new ApiRequestError(apiErrorFromThrown(thrown));
  }
  if (!response.ok) throw new ApiRequestError(apiErrorFromResponse(response.status, null));
  const contentType = response.headers.get('Content-Type');
  const decoder = new TextDecoder('utf-8');
  const reader = response.body?.getReader();
  if (!reader) return { text: '', contentType, truncated: false };
  let text = '';
  let read = 0;
  let truncated = false;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      const room = maxBytes - read;
      text += decoder.decode(value.subarray(0, room), { stream: true });
      read += Math.min(value.length, room);
      if (value.length > room || read >= maxBytes) {
        // A server that ignores Range sends everything: stop reading what the preview does not show.
        truncated = value.length > room || !(await reader.read()).done;
        break;
      }
    }
  } catch (thrown) {
    throw new ApiRequestError(apiErrorFromThrown(thrown));
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  // A partial answer says how long the whole is.
  const total = Number(/\/(\d+)$/.exec(response.headers.get('Content-Range') ?? '')?.[1]);
  if (response.status === 206 && Number.isFinite(total)) truncated = total > read;
  return { text: text + decoder.decode(), contentType, truncated };
}

export function resourceDataPreviewQuery(uri: string) {
  return queryOptions({
    queryKey: ['resource', 'data-preview', uri] as const,
    queryFn: ({ signal }) => fetchResourceDataPreview(uri, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}
