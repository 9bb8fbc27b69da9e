import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { components } from '../../../contract/schema.gen.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { forbidden, HttpError } from '../../messages/errors.ts';
import { checkExists, isoRequired, one } from '../common.ts';
import { hasFtpAccess } from './ftpAccess.ts';
import { attachKind, resourceForKind } from './kinds.ts';
import { datasetOfResource, readableResource } from './resources.ts';

// sFTP spaces: DATA_DIR/uploads/ftp/<usergroup id>/, and the resources made of one of their files.

type Schemas = components['schemas'];
type FtpFile = Schemas['FtpChoiceList'][number];

const FTP_COLUMNS = 'id, resource_id, dataformat_id, file_path';

const ftpSpace = (uploadsDir: string, usergroupId: number): string =>
  join(uploadsDir, 'ftp', String(usergroupId));

/** Every file under `root`, by path relative to it. */
async function listFtpFiles(root: string): Promise<FtpFile[]> {
  const out: FtpFile[] = [];
  async function walk(dir: string): Promise<void> {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) {
        const info = await stat(full);
        out.push({ path: relative(root, full), size: info.size, last_modified: isoRequired(info.mtime) });
      }
    }
  }
  await walk(root);
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

/** The files of a group's sFTP space, for those who may use it (400 on an unknown group, 403). */
export async function ftpChoices(
  db: Queryable,
  user: CurrentUser,
  uploadsDir: string,
  usergroupId: number,
): Promise<FtpFile[]> {
  const group = await db.query('select id from usergroup where id = $1', [usergroupId]);
  if (group.length === 0)
    throw new HttpError(400, { usergroup_id: [`Invalid pk "${usergroupId}" - object does not exist.`] });
  if (!(await hasFtpAccess(db, user, usergroupId))) throw forbidden('No sFTP access for this group.');
  return listFtpFiles(ftpSpace(uploadsDir, usergroupId));
}

/**
 * The file must be in the sFTP space of the group of the resource's dataset, and that space open to
 * the user (an accepted access request): a crafted call cannot publish around the request.
 */
export async function checkFtpFile(
  db: Queryable,
  user: CurrentUser,
  uploadsDir: string,
  resourceId: number,
  filePath: string,
): Promise<void> {
  const dataset = await datasetOfResource(db, resourceId);
  if (dataset && !(await hasFtpAccess(db, user, dataset.usergroup_id)))
    throw forbidden('No sFTP access for this group.');
  const files = dataset ? await listFtpFiles(ftpSpace(uploadsDir, dataset.usergroup_id)) : [];
  if (!files.some((f) => f.path === filePath)) {
    throw new HttpError(400, { file_path: ['This file is not in the sFTP space of the dataset’s group.'] });
  }
}

export async function createFtp(
  db: Queryable,
  user: CurrentUser,
  uploadsDir: string,
  input: Schemas['FtpInput'],
): Promise<Schemas['Ftp']> {
  const resource = await resourceForKind(db, user, input.resource_id, 'ftp');
  await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
  if (input.file_path) await checkFtpFile(db, user, uploadsDir, resource.id, input.file_path);
  const [row] = await db.query<Schemas['Ftp']>(
    `insert into ftp (resource_id, dataformat_id, file_path) values ($1, $2, $3) returning ${FTP_COLUMNS}`,
    [resource.id, input.dataformat_id ?? null, input.file_path ?? null],
  );
  if (!row) throw new Error('sFTP record not created');
  await attachKind(db, resource, 'ftp', row.id, null, input.dataformat_id);
  return row;
}

/** An sFTP record of a resource the user may see. */
export async function visibleFtp(db: Queryable, user: CurrentUser, id: number): Promise<Schemas['Ftp']> {
  const record = await one<Schemas['Ftp']>(db, `select ${FTP_COLUMNS} from ftp where id = $1`, [id]);
  await readableResource(db, user, record.resource_id);
  return record;
}

/** The file a scenario run on an sFTP record is to take (the run's `data.file_path`). */
export async function chooseFtpFile(db: Queryable, id: number, filePath: string): Promise<void> {
  await db.query('update ftp set file_path = $1 where id = $2', [filePath, id]);
}
