import { createReadStream } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { describeCrs } from '../../data/crs.ts';
import { frenchNumber, TooManyRows } from '../../data/csv.ts';
import { readCsvLayerStream, readGeoJsonLayer } from '../../data/layer.ts';
import { decodeUtf8 } from '../../data/text.ts';
import { checkOfFailure, checkOfStatus, recordUrlCheck } from '../../model/resource/urlChecks.ts';
import { formatBytes, RemoteError, remoteFetch, remoteFetchOk } from '../../net/remoteFetch.ts';
import { type JobContext, JobFailure, type TaskRun } from '../taskRun.ts';

import {
  type ResourceRecord,
  resourceOf,
  type StoredLayer,
  saveLayer,
  storedLayer,
} from './geographicLayer.ts';
import { withCsvPreview, withGeoJsonPreview } from './previewSidecar.ts';

/** Uploaded or downloaded files larger than this are not read. */
const MAX_LOCAL_BYTES = 200 * 1024 * 1024;

/** Pieces a CSV is read in: each is parsed between two turns of the event loop (a few ms). */
const PIECE_BYTES = 64 * 1024;

/** A file to read: on disk (read as a stream where the reader allows it) or already in memory. */
type DataSource = { path: string; size: number; modified?: string } | { bytes: Buffer };

const sizeOf = (source: DataSource): number => ('bytes' in source ? source.bytes.length : source.size);

const bytesOf = (source: DataSource): Promise<Buffer> =>
  'bytes' in source ? Promise.resolve(source.bytes) : readFile(source.path);

/** The source in pieces; stops when the worker is stopped (the task then ends as interrupted). */
async function* piecesOf(source: DataSource, signal: AbortSignal): AsyncGenerator<Uint8Array> {
  if ('bytes' in source) {
    for (let start = 0; start < source.bytes.length; start += PIECE_BYTES) {
      signal.throwIfAborted();
      yield source.bytes.subarray(start, start + PIECE_BYTES);
    }
    return;
  }
  for await (const piece of createReadStream(source.path, { highWaterMark: PIECE_BYTES, signal })) {
    yield piece as Buffer;
  }
}

type DataKind = 'csv' | 'geojson' | 'json' | 'other';

function dataKindOf(fileName: string, resource: ResourceRecord): DataKind {
  const ext = extname(fileName).slice(1).toLowerCase();
  if (ext === 'csv' || ext === 'tsv') return 'csv';
  if (ext === 'geojson') return 'geojson';
  if (ext === 'json') return 'json';
  const format = resource.format_extension?.toLowerCase();
  if (format === 'csv') return 'csv';
  if (format === 'geojson') return 'geojson';
  if (format === 'json') return 'json';
  return 'other';
}

/** A JSON file is read as GeoJSON when it is a Feature or a FeatureCollection. */
function isGeoJson(bytes: Buffer, resource: ResourceRecord): boolean {
  let document: unknown;
  try {
    document = JSON.parse(decodeUtf8(bytes));
  } catch (error) {
    // Not JSON: the GeoJSON reader says where it breaks.
    if (error instanceof SyntaxError) readGeoJsonLayer(bytes, { crs: resource.crs });
    throw error;
  }
  const type = (document as { type?: unknown } | null)?.type;
  return type === 'FeatureCollection' || type === 'Feature';
}

/** What a read kept: the layer to make (null when the data has no geometry) and what it said. */
interface ReadResult {
  layer: StoredLayer | null;
  message: string;
}

/**
 * Reads a resource's data (uploaded, from sFTP or downloaded) and makes its geographic layer, in two
 * stages: `read` (kept by a re-run while the file and the reading settings are the same) and `layer`.
 * `file` identifies the file read (its record, path, size and date).
 */
async function processData(
  run: TaskRun,
  ctx: JobContext,
  resource: ResourceRecord,
  source: DataSource,
  fileName: string,
  file: Record<string, unknown>,
): Promise<void> {
  if (sizeOf(source) === 0) throw new JobFailure(`Le fichier « ${fileName} » est vide.`);
  const kind = dataKindOf(fileName, resource);
  const input = { file, kind, column_x: resource.column_x, column_y: resource.column_y, crs: resource.crs };
  const read = await run.stage('read', input, () => readData(run, ctx, resource, source, fileName, kind), {
    done: (result) => result.message,
  });
  if (read.layer) await saveLayer(run, ctx, resource, read.layer);
}

async function readData(
  run: TaskRun,
  ctx: JobContext,
  resource: ResourceRecord,
  source: DataSource,
  fileName: string,
  kind: DataKind,
): Promise<ReadResult> {
  const size = formatBytes(sizeOf(source));
  if (kind === 'csv') {
    const options = { columnX: resource.column_x, columnY: resource.column_y, crs: resource.crs };
    const reading =
      'path' in source
        ? withCsvPreview(ctx, resource.id, source.path, (observer) =>
            readCsvLayerStream(piecesOf(source, ctx.signal), { ...options, observer }),
          )
        : readCsvLayerStream(piecesOf(source, ctx.signal), options);
    const summary = await reading.catch((error: unknown) => {
      if (!(error instanceof TooManyRows)) throw error;
      throw new JobFailure(
        `Le fichier « ${fileName} » compte plus de ${frenchNumber(error.limit)} lignes de données, la limite de ce serveur : découpez-le ou chargez-le dans l’entrepôt de données (ressource de type table).`,
      );
    });
    return {
      layer: storedLayer(summary),
      message: `Fichier CSV « ${fileName} » (${size}) lu : encodage UTF-8, colonnes X/Y numériques et plausibles en ${describeCrs(summary.crs)}.`,
    };
  }
  const bytes = await bytesOf(source);
  if (kind === 'json' && !isGeoJson(bytes, resource)) {
    return {
      layer: null,
      message: `Fichier JSON « ${fileName} » (${size}) lu : JSON valide en UTF-8, sans géométrie.`,
    };
  }
  if (kind === 'geojson' || kind === 'json') {
    const summary = await withGeoJsonPreview(ctx, resource.id, (observer) =>
      readGeoJsonLayer(bytes, { crs: resource.crs, observer }),
    );
    return {
      layer: storedLayer(summary),
      message: `Fichier GeoJSON « ${fileName} » (${size}) lu : coordonnées plausibles en ${describeCrs(summary.crs)}.`,
    };
  }
  if (resource.format_geographic) {
    run.warn(
      `Le format ${resource.format_label ?? extname(fileName)} n’est pas lu par ce serveur : aucune couche géographique n’est produite (seuls CSV et GeoJSON le sont).`,
    );
  }
  return { layer: null, message: `Fichier « ${fileName} » (${size}) reçu.` };
}

async function readLocal(
  path: string,
  shown: string,
): Promise<{ path: string; size: number; modified: string }> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw new JobFailure(`Le fichier « ${shown} » est introuvable sur le serveur.`);
  if (info.size > MAX_LOCAL_BYTES) {
    throw new JobFailure(
      `Le fichier « ${shown} » fait ${formatBytes(info.size)}, au-delà de la limite de ${formatBytes(MAX_LOCAL_BYTES)}.`,
    );
  }
  return { path, size: info.size, modified: info.mtime.toISOString() };
}

/** file-upload scenarios: the uploaded file becomes the resource's layer. */
export async function fileUploadJob(run: TaskRun, ctx: JobContext): Promise<void> {
  const resource = await resourceOf(ctx.db, run.task.object_id);
  const [upload] = await ctx.db.query<{ file_name: string | null; stored_path: string | null }>(
    'select file_name, stored_path from file_upload where id = $1 and resource_id = $2',
    [resource.kind_id, resource.id],
  );
  if (!upload) throw new JobFailure('La ressource n’a pas d’enregistrement de fichier déposé.');
  if (!upload.stored_path || !upload.file_name) {
    throw new JobFailure('Aucun fichier n’a été déposé pour cette ressource.');
  }
  const source = await readLocal(join(ctx.uploadsDir, upload.stored_path), upload.file_name);
  await run.inputSize(source.size, 'bytes');
  const file = {
    upload: resource.kind_id,
    path: upload.stored_path,
    size: source.size,
    modified: source.modified,
  };
  await processData(run, ctx, resource, source, upload.file_name, file);
}

/** ftp scenarios: the file chosen in the group's sFTP space. */
export async function ftpJob(run: TaskRun, ctx: JobContext): Promise<void> {
  const resource = await resourceOf(ctx.db, run.task.object_id);
  const [record] = await ctx.db.query<{ file_path: string | null; usergroup_id: number | null }>(
    `select f.file_path, (select d.usergroup_id from resource_dataset rd join dataset d on d.id = rd.dataset_id
       where rd.resource_id = f.resource_id order by rd.type, rd.id limit 1) as usergroup_id
     from ftp f where f.id = $1 and f.resource_id = $2`,
    [resource.kind_id, resource.id],
  );
  if (!record) throw new JobFailure('La ressource n’a pas d’enregistrement sFTP.');
  if (!record.file_path) throw new JobFailure('Aucun fichier de l’espace sFTP n’a été choisi.');
  if (record.usergroup_id === null) throw new JobFailure('La ressource n’est liée à aucun jeu de données.');
  const root = join(ctx.uploadsDir, 'ftp', String(record.usergroup_id));
  const path = join(root, record.file_path);
  if (!path.startsWith(`${root}/`)) throw new JobFailure('Chemin sFTP refusé.');
  const source = await readLocal(path, record.file_path);
  await run.inputSize(source.size, 'bytes');
  await run.step('fetch', `Fichier « ${record.file_path} » lu dans l’espace sFTP du groupe.`);
  const file = { ftp: record.file_path, size: source.size, modified: source.modified };
  await processData(run, ctx, resource, source, basename(record.file_path), file);
}

async function linkedHref(ctx: JobContext, resource: ResourceRecord, kind: string): Promise<string> {
  const [record] = await ctx.db.query<{ href: string }>(
    'select href from linked_file where id = $1 and resource_id = $2 and kind = $3',
    [resource.kind_id, resource.id, kind],
  );
  if (!record) throw new JobFailure('La ressource n’a pas d’URL enregistrée.');
  return record.href;
}

const remoteFailure = (error: unknown): never => {
  if (error instanceof RemoteError) throw new JobFailure(error.message);
  throw error;
};

/** A downloaded file as the `download` stage keeps it: under the resource's folder of uploads. */
interface Downloaded {
  name: string;
  path: string;
  size: number;
}

/**
 * file-download scenarios: the remote file is downloaded (timeout, size limit), kept and read. The
 * download is a stage of its own: a re-run of the same URL reads the kept file, without asking again.
 */
export async function fileDownloadJob(run: TaskRun, ctx: JobContext): Promise<void> {
  const resource = await resourceOf(ctx.db, run.task.object_id);
  const href = await linkedHref(ctx, resource, 'file-download');
  const downloaded = await run.stage('download', { href }, () => download(run, ctx, resource, href), {
    done: (file) => `Fichier « ${file.name} » téléchargé (${formatBytes(file.size)}).`,
  });
  await run.inputSize(downloaded.size, 'bytes');
  const source = await readLocal(join(ctx.uploadsDir, downloaded.path), downloaded.name);
  await processData(run, ctx, resource, source, downloaded.name, { href, ...downloaded });
}

async function download(
  run: TaskRun,
  ctx: JobContext,
  resource: ResourceRecord,
  href: string,
): Promise<Downloaded> {
  await run.step('fetch', `Téléchargement de ${href}.`);
  const response = await remoteFetchOk(href, ctx.remote, { signal: ctx.signal }).catch(remoteFailure);
  const disposition = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(
    String(response.headers['content-disposition'] ?? ''),
  )?.[1];
  const fromUrl = decodeURIComponent(basename(new URL(response.url).pathname));
  let name = basename(disposition ? decodeURIComponent(disposition) : fromUrl) || 'donnees';
  if (!extname(name) && resource.format_extension) name = `${name}.${resource.format_extension}`;
  name = name.replace(/[^\p{L}\p{N}._ -]/gu, '_');
  const folder = join('resources', String(resource.id));
  await mkdir(join(ctx.uploadsDir, folder), { recursive: true });
  await writeFile(join(ctx.uploadsDir, folder, name), response.body);
  return { name, path: join(folder, name), size: response.body.length };
}

/** href scenarios: the URL answers, within the time and size limits, with a plausible type. */
export async function hrefJob(run: TaskRun, ctx: JobContext): Promise<void> {
  const resource = await resourceOf(ctx.db, run.task.object_id);
  const href = await linkedHref(ctx, resource, 'href');
  await run.step('check', `Vérification de ${href}.`);
  // Its answer is also the URL's last check, read by "needs attention" (model/resource/urlChecks.ts).
  const unanswered = async (error: unknown): Promise<never> => {
    const check = checkOfFailure(error);
    if (check) await recordUrlCheck(ctx.db, resource.id, check);
    return remoteFailure(error);
  };
  let response = await remoteFetch(href, ctx.remote, { method: 'HEAD', signal: ctx.signal }).catch(
    unanswered,
  );
  if (response.status === 405 || response.status === 501 || response.status === 403) {
    response = await remoteFetch(href, ctx.remote, { readAtMost: 64 * 1024, signal: ctx.signal }).catch(
      unanswered,
    );
  }
  await recordUrlCheck(ctx.db, resource.id, checkOfStatus(response.status));
  if (response.status >= 400) {
    throw new JobFailure(`L’URL ${href} répond ${response.status} : la ressource n’est pas accessible.`);
  }
  const declared = Number(response.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > ctx.remote.maxBytes) {
    throw new JobFailure(
      `L’URL ${href} annonce ${formatBytes(declared)}, au-delà de la limite de ${formatBytes(ctx.remote.maxBytes)}.`,
    );
  }
  const type =
    String(response.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  const expected = resource.format_mime;
  if (
    type &&
    expected &&
    type !== expected &&
    !(type === 'text/html' && expected === 'application/vnd.ogc.wms_xml')
  ) {
    const lenient =
      type === 'application/octet-stream' || (expected.includes('json') && type.includes('json'));
    if (!lenient)
      run.warn(
        `L’URL répond avec le type ${type} alors que le format de la ressource est ${resource.format_label} (${expected}).`,
      );
  }
  const { status } = response;
  const size = Number.isFinite(declared) ? formatBytes(declared) : null;
  await run.step(
    'checked',
    type && size
      ? `L’URL répond ${status} (${type}, ${size}).`
      : type
        ? `L’URL répond ${status} (${type}).`
        : size
          ? `L’URL répond ${status} (${size}).`
          : `L’URL répond ${status}.`,
  );
}
