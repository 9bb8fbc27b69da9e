import { open } from 'node:fs/promises';
import { extname } from 'node:path';

// The media rules of audit H2/M6, shared by /media/ (server/http/media.ts) and the download address
// of a resource (issue 50): what a stored file is served as, and under which policy.

/**
 * Policy of every answer under /media/ (files and errors alike). `sandbox` gives a document opened
 * from here a unique opaque origin with scripts, forms and popups off, so even a file a browser
 * ends up rendering cannot act as the back-office; `default-src 'none'` lets it load nothing.
 */
export const MEDIA_CSP = "sandbox; default-src 'none'";

/**
 * The only types media are served with (audit H2/M6). Each is passive: no browser runs it as a
 * script (with nosniff, a <script> needs a JavaScript type) nor renders it as a page that could
 * script this origin (attachment, and the sandbox above for what is rendered anyway). HTML, SVG,
 * XHTML, JavaScript, CSS and anything unknown are served as application/octet-stream.
 * Text types carry the charset (see `textCharset`) so that no browser guesses another one.
 */
const DATA_TYPES: Readonly<Record<string, string>> = {
  '.csv': 'text/csv',
  '.tsv': 'text/tab-separated-values',
  '.txt': 'text/plain',
  '.json': 'application/json',
  '.geojson': 'application/geo+json',
  '.xml': 'application/xml',
  '.gml': 'application/gml+xml',
  '.kml': 'application/vnd.google-earth.kml+xml',
  '.kmz': 'application/vnd.google-earth.kmz',
  '.zip': 'application/zip',
  '.gpkg': 'application/geopackage+sqlite3',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
  '.ods': 'application/vnd.oasis.opendocument.spreadsheet',
  '.pdf': 'application/pdf',
};

/** Images are shown inline by <img>, so only the two kinds `storeImage` accepts (by content). */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

const OCTET_STREAM = 'application/octet-stream';

/** How many bytes `textCharset` reads: enough to tell UTF-8 from a legacy encoding in practice. */
const CHARSET_PROBE = 64 * 1024;

/**
 * UTF-8 when the start of the file decodes as UTF-8, else windows-1252 (what French open data that
 * is not UTF-8 is in practice, e.g. CSV exported by a spreadsheet): a declared charset keeps
 * browsers from guessing one, and this one lets a text shown by mistake read right.
 */
async function textCharset(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(CHARSET_PROBE);
    const { bytesRead } = await handle.read(head, 0, CHARSET_PROBE, 0);
    // `stream: true`: a character cut at the end of the probe is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, bytesRead), { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  } finally {
    await handle.close();
  }
}

/** Content-Type of a downloaded file: from the allow-list by its stored name, else octet-stream. */
export async function mediaContentType(path: string, name: string): Promise<string> {
  const type = DATA_TYPES[extname(name).toLowerCase()];
  if (!type) return OCTET_STREAM;
  return type.startsWith('text/') ? `${type}; charset=${await textCharset(path)}` : type;
}

/** RFC 8187 value characters (attr-char); everything else is percent-encoded as UTF-8. */
const encodeExtValue = (name: string): string =>
  encodeURIComponent(name).replace(/[*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition` of a file: `filename` in plain ASCII (other characters, quotes,
 * backslashes and % become _), and `filename*` with the exact name when it differs (RFC 6266).
 */
export function contentDisposition(disposition: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const plain = `${disposition}; filename="${fallback}"`;
  return fallback === name ? plain : `${plain}; filename*=UTF-8''${encodeExtValue(name)}`;
}
