import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { components } from '../../../contract/schema.gen.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../messages/errors.ts';
import { say } from '../../messages/say.ts';
import { checkExists, one } from '../common.ts';
import type { UploadedFile } from '../files.ts';
import { attachKind, type EditableRecord, managedKindResource, resourceForKind } from './kinds.ts';
import { writableResource } from './resources.ts';

// The file records of a resource: an uploaded file, or a link to a file or a page elsewhere.

type Schemas = components['schemas'];
type LinkedFileKind = 'file-download' | 'href';

const FILE_UPLOAD_COLUMNS = 'id, file_name as file, dataformat_id, resource_id';

const fileUpload = (db: Queryable, id: number) =>
  one<Schemas['FileUpload']>(db, `select ${FILE_UPLOAD_COLUMNS} from file_upload where id = $1`, [id]);

/** The name a file is stored under: its last path segment, only letters, digits and `._ -`. */
const safeFileName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const cleaned = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._ -]/gu, '_')
    .replace(/^\.+/, '')
    .slice(0, 180);
  return cleaned || 'file';
};

export async function createFileUpload(
  db: Queryable,
  user: CurrentUser,
  input: Schemas['FileUploadInput'],
): Promise<Schemas['FileUpload']> {
  const resource = await resourceForKind(db, user, input.resource_id, 'file-upload');
  await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
  const [row] = await db.query<Schemas['FileUpload']>(
    `insert into file_upload (resource_id, dataformat_id) values ($1, $2) returning ${FILE_UPLOAD_COLUMNS}`,
    [resource.id, input.dataformat_id ?? null],
  );
  if (!row) throw new Error('File upload not created');
  await attachKind(db, resource, 'file-upload', row.id, null, input.dataformat_id);
  return row;
}

/**
 * Stores the uploaded `file` as the record's file, in DATA_DIR/uploads/resources/<resource id>/
 * (replacing what was there); the resource's link becomes its /media/ address.
 */
export async function storeUploadedFile(
  db: Queryable,
  user: CurrentUser,
  uploadsDir: string,
  id: number,
  file: UploadedFile | undefined,
): Promise<Schemas['FileUpload']> {
  const resource = await managedKindResource(db, user, 'file-upload', id);
  if (!file) throw new HttpError(400, { file: ['This field is required.'] });
  if (file.size === 0) throw new HttpError(400, { file: ['The submitted file is empty.'] });
  const name = safeFileName(file.filename);
  const dir = join(uploadsDir, 'resources', String(resource.id));
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await rename(file.path, join(dir, name));
  await db.query('update file_upload set file_name = $1, stored_path = $2, size = $3 where id = $4', [
    name,
    `resources/${resource.id}/${name}`,
    file.size,
    id,
  ]);
  await db.query('update resource set href = $1 where id = $2', [
    `/media/resources/${resource.id}/${encodeURIComponent(name)}`,
    resource.id,
  ]);
  return fileUpload(db, id);
}

const linkedFile = (db: Queryable, kind: LinkedFileKind, id: number) =>
  one<Schemas['LinkedFile']>(
    db,
    'select id, resource_id, dataformat_id, href from linked_file where id = $1 and kind = $2',
    [id, kind],
  );

/**
 * A linked file's URL must be an absolute http or https URL: it is shown as the resource's link in
 * every dataset answer and fetched by the worker, and `javascript:` or `data:` there would run in
 * clients that do not neutralise it (security audit L5). The contract's pattern says the same; this
 * check parses the URL, as the fetcher will.
 */
function checkWebAddress(locale: string, href: string): void {
  let url: URL | null = null;
  try {
    url = new URL(href);
  } catch {
    url = null;
  }
  if (url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '') return;
  throw new HttpError(400, {
    href: [
      say(locale, {
        fr: 'Saisissez une adresse web complète commençant par http:// ou https://.',
        en: 'Enter a complete web address starting with http:// or https://.',
        it: 'Inserire un indirizzo web completo che inizi con http:// o https://.',
      }),
    ],
  });
}

export async function createLinkedFile(
  db: Queryable,
  user: CurrentUser,
  locale: string,
  kind: LinkedFileKind,
  input: Schemas['LinkedFileInput'],
): Promise<Schemas['LinkedFile']> {
  checkWebAddress(locale, input.href);
  const resource = await resourceForKind(db, user, input.resource_id, kind);
  await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
  const [row] = await db.query<{ id: number }>(
    'insert into linked_file (kind, resource_id, dataformat_id, href) values ($1, $2, $3, $4) returning id',
    [kind, resource.id, input.dataformat_id ?? null, input.href],
  );
  if (!row) throw new Error('Linked file not created');
  await attachKind(db, resource, kind, row.id, input.href, input.dataformat_id);
  return linkedFile(db, kind, row.id);
}

/** A linked file of `kind` the user may change (404, 403). */
export async function editableLinkedFile(
  db: Queryable,
  user: CurrentUser,
  kind: LinkedFileKind,
  id: number,
): Promise<EditableRecord<Schemas['LinkedFile']>> {
  const record = await linkedFile(db, kind, id);
  return { record, resource: await writableResource(db, user, record.resource_id) };
}

export async function updateLinkedFile(
  db: Queryable,
  locale: string,
  kind: LinkedFileKind,
  { record: current, resource }: EditableRecord<Schemas['LinkedFile']>,
  input: Schemas['LinkedFileInput'],
): Promise<Schemas['LinkedFile']> {
  const id = current.id;
  checkWebAddress(locale, input.href);
  if (input.resource_id !== current.resource_id) {
    throw new HttpError(400, { resource_id: ['A record cannot move to another resource.'] });
  }
  await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
  await db.query('update linked_file set dataformat_id = $1, href = $2 where id = $3', [
    input.dataformat_id ?? null,
    input.href,
    id,
  ]);
  await attachKind(db, resource, kind, id, input.href, input.dataformat_id);
  return linkedFile(db, kind, id);
}
