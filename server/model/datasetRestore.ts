import type { CurrentUser } from '../auth/session.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import type { DatasetChanges } from './datasetRules.ts';
import { datasetToSave, type SaveServices, saveDataset } from './datasetSave.ts';
import { DATASET_COLUMNS, type DatasetSnapshot } from './datasetVersions.ts';

/** What a restore asks: which version of which dataset, from which `last_modified`, in which language. */
export interface RestoreRequest {
  datasetId: number;
  versionId: number;
  ifMatch: unknown;
  locale: string;
}

/** The version, only if it is one of this dataset's (another dataset's version is not found). */
async function versionOf(db: Queryable, datasetId: number, versionId: number) {
  const [version] = await db.query<{ snapshot: DatasetSnapshot; created_at: Date }>(
    'select snapshot, created_at from dataset_version where id = $1 and dataset_id = $2',
    [versionId, datasetId],
  );
  if (!version) throw notFound();
  return version;
}

/** The body of a PUT that puts the snapshot's writable fields and keywords back. */
export function restoreBody(snapshot: DatasetSnapshot): DatasetChanges {
  const body: Record<string, unknown> = {};
  for (const [field] of DATASET_COLUMNS) if (field in snapshot) body[field] = snapshot[field];
  if (Array.isArray(snapshot.tags)) body.tags = snapshot.tags;
  return body as DatasetChanges;
}

/** The version's date as stored in the activity: the same in every language (UTC). */
const versionDate = (date: Date): string => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Saves the dataset as the version left it: a save like a PUT (the dataset, then the version, both
 * 404; 403 for whom may not change it; 412 on a stale If-Match; the PUT's rules on the version's
 * values, which may have gone stale since, in the request's language), recorded as `restored`
 * with a version of its own, so that the restore is in the history and can itself be undone.
 */
export async function restoreVersion(
  services: SaveServices,
  user: CurrentUser,
  request: RestoreRequest,
): Promise<void> {
  const version = await versionOf(services.db, request.datasetId, request.versionId);
  const current = await datasetToSave(services.db, user, request.datasetId, request.ifMatch);
  await saveDataset(services, user, current, restoreBody(version.snapshot), {
    replace: true,
    ifMatch: request.ifMatch,
    locale: request.locale,
    activity: { action: 'restored', description: `Version du ${versionDate(version.created_at)} restaurée.` },
  });
}
