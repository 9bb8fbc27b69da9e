import { ApiRequestError, apiErrorFromResponse, apiErrorFromThrown } from './errors';
import type { RequestOptions } from './http';

/** The file name of a Content-Disposition header (RFC 6266, `filename*` first), else the fallback. */
export function filenameFromContentDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A malformed encoding falls through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : fallback;
}

/** Makes the browser download a blob under a file name. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking in the same task can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The content of a URL outside the contract (an existing thumbnail to send again with a copied dataset).
 * Fails with the catalogue's ApiRequestError like every other call.
 */
export async function fetchBlob(url: string, { signal }: RequestOptions = {}): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', signal });
  } catch (thrown) {
    throw new ApiRequestError(apiErrorFromThrown(thrown));
  }
  if (!response.ok) throw new ApiRequestError(apiErrorFromResponse(response.status, null));
  return response.blob();
}
