import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { type ErrorBody, HttpError, notFound } from '../../messages/errors.ts';
import type { DatasetRow } from './datasets.ts';
import type { DatasetChanges } from './rules.ts';
import { datasetToSave, type SaveServices, saveDataset } from './save.ts';
import { DATASET_COLUMNS, type DatasetSnapshot } from './versions.ts';

/** What a restore asks: which version of which dataset, from which `last_modified`, in which language. */
export interface RestoreRequest {
  datasetId: number;
  versionId: number;
  ifMatch: unknown;
  locale: string;
}

/**
 * The contract's check of a body against one of its schemas (the HTTP layer's validators give it):
 * the errors as the contract's error body, or null when the body is valid.
 */
export interface BodyValidator {
  bodyErrors(schemaPointer: string, body: unknown): ErrorBody | null;
}

/** A save's services, and the contract's validators that check a restore's body as a PUT's. */
export interface RestoreServices extends SaveServices {
  validators: BodyValidator;
}

/** The schema of a PUT's body (contract, DatasetInput): a restore's body is checked against it. */
const PUT_BODY_SCHEMA = '#/components/schemas/DatasetInput';

/** The version, only if it is one of this dataset's (another dataset's version is not found). */
async function versionOf(db: Queryable, datasetId: number, versionId: number) {
  const [version] = await db.query<{ snapshot: DatasetSnapshot; created_at: Date }>(
    'select snapshot, created_at from dataset_version where id = $1 and dataset_id = $2',
    [versionId, datasetId],
  );
  if (!version) throw notFound();
  return version;
}

/**
 * The body of a PUT that puts the snapshot's writable fields and keywords back, but for the fields
 * a restore leaves as they are now: who may see the dataset (its default access level) and who
 * owns and administers it (its organisation). The contract's restore saves the metadata, "not the
 * publication state, the resources or the permissions": a dataset closed or moved since must not
 * be reopened or moved back by a restore meant for its texts (T3-A1).
 */
export function restoreBody(
  snapshot: DatasetSnapshot,
  current: Pick<DatasetRow, 'default_permission_level' | 'usergroup_id'>,
): DatasetChanges {
  const body: Record<string, unknown> = {};
  for (const [field] of DATASET_COLUMNS) if (field in snapshot) body[field] = snapshot[field];
  if (Array.isArray(snapshot.tags)) body.tags = snapshot.tags;
  // Sent as they are now: a PUT would otherwise reset the access level to its default (private).
  body.default_permission_level = current.default_permission_level;
  body.usergroup = current.usergroup_id;
  return body as DatasetChanges;
}

/**
 * A restore's body checked against the PUT's schema, as the HTTP layer checks a PUT's: a version
 * saved before today's bounds (or by a path that skipped them) answers 400 with the same field
 * messages (T3-L1). A copy is checked: the validator fills in defaults and drops unknown fields.
 */
function checkRestoreBody(validators: BodyValidator, body: DatasetChanges): void {
  const errors = validators.bodyErrors(PUT_BODY_SCHEMA, structuredClone(body));
  if (errors) throw new HttpError(400, errors);
}

/** The version's date as stored in the activity: the same in every language (UTC). */
const versionDate = (date: Date): string => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Saves the dataset as the version left it: a save like a PUT (the dataset, then the version, both
 * 404; 403 for whom may not change it; 412 on a stale If-Match; the PUT's schema then its rules on
 * the version's values, which may have gone stale since, in the request's language), recorded as
 * `restored` with a version of its own, so that the restore is in the history and can itself be
 * undone. The access level and the organisation stay as they are (restoreBody).
 */
export async function restoreVersion(
  services: RestoreServices,
  user: CurrentUser,
  request: RestoreRequest,
): Promise<void> {
  const version = await versionOf(services.db, request.datasetId, request.versionId);
  const current = await datasetToSave(services.db, user, request.datasetId, request.ifMatch);
  const body = restoreBody(version.snapshot, current);
  checkRestoreBody(services.validators, body);
  const startQueued = await saveDataset(services, user, current, body, {
    replace: true,
    ifMatch: request.ifMatch,
    locale: request.locale,
    activity: { action: 'restored', description: `Version du ${versionDate(version.created_at)} restaurée.` },
  });
  startQueued();
}
