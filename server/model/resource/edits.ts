import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BodyOf } from '../../../contract/operations.ts';
import type { components } from '../../../contract/schema.gen.ts';
import { canManageGroup } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { Params } from '../../db/params.ts';
import { forbidden, HttpError } from '../../messages/errors.ts';
import { say } from '../../messages/say.ts';
import { checkExists, slugify } from '../common.ts';
import { addActivity } from '../dataset/datasets.ts';
import { refreshPublishedEntry } from './links.ts';
import { datasetOfResource, type ResourceRow } from './resources.ts';

// Creating, changing and deleting a resource's own fields.

type ResourceInput = components['schemas']['ResourceInput'];
/** What a partial update may send: any field of the input, and processing entries to acknowledge. */
export type ResourceChanges = BodyOf<'partialUpdateResource'>;
type ResourceField = Exclude<keyof ResourceInput & keyof ResourceChanges, '_processing'>;

const RESOURCE_FIELDS: ResourceField[] = [
  'display_name',
  'codename',
  'type',
  'usergroup_id',
  'dataformat_id',
  'description',
  'last_update',
  'hidden',
  'geographic_layer_label',
  'geographic_layer_name',
  'column_x',
  'column_y',
  'crs',
  'data_schema',
];

/** What a full update (PUT) gives the fields it does not send. */
const PUT_DEFAULTS = {
  type: 1,
  dataformat_id: null,
  description: null,
  last_update: null,
  hidden: false,
  geographic_layer_label: null,
  geographic_layer_name: null,
  column_x: null,
  column_y: null,
  crs: null,
  data_schema: null,
} satisfies Partial<ResourceInput>;

const fieldValue = (input: ResourceChanges, key: ResourceField): unknown =>
  key === 'data_schema' && input.data_schema ? JSON.stringify(input.data_schema) : input[key];

/**
 * The organisation a resource is created for must exist (400 as for any reference) and be one the
 * user manages (403): otherwise anyone could hand a resource to a group, whose managers would
 * then manage it. A resource keeping the group it already has is not checked again.
 */
async function checkResourceGroup(
  db: Queryable,
  user: CurrentUser,
  locale: string,
  usergroupId: number | null | undefined,
  current: ResourceRow | null,
): Promise<void> {
  if (usergroupId == null || usergroupId === current?.usergroup_id) return;
  await checkExists(db, 'usergroup', 'usergroup_id', usergroupId);
  if (!canManageGroup(user, usergroupId)) {
    throw forbidden(
      say(locale, {
        fr: 'Vous ne pouvez pas créer de ressources pour ce groupe.',
        en: 'You may not create resources for this group.',
        it: 'Non è possibile creare risorse per questo gruppo.',
      }),
    );
  }
}

/** A new resource of the user's; its codename is the slug of its name unless one is sent. Answers its id. */
export async function createResource(
  db: Queryable,
  user: CurrentUser,
  locale: string,
  input: ResourceInput,
): Promise<number> {
  await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
  await checkResourceGroup(db, user, locale, input.usergroup_id, null);
  const values = { ...input, codename: input.codename || slugify(input.display_name) };
  const q = new Params();
  const keys = RESOURCE_FIELDS.filter((key) => values[key] !== undefined);
  const [row] = await db.query<{ id: number }>(
    `insert into resource (${[...keys, 'created_by'].join(', ')}) values (${[...keys.map((key) => q.p(fieldValue(values, key))), q.p(user.id)].join(', ')}) returning id`,
    q.values,
  );
  if (!row) throw new Error('Resource not created');
  return row.id;
}

/**
 * Changes the fields sent and acknowledges the processing entries listed in `_processing` (400
 * when one is not the resource's).
 */
export async function changeResource(
  db: Database,
  user: CurrentUser,
  locale: string,
  resource: ResourceRow,
  input: ResourceChanges,
): Promise<void> {
  const id = resource.id;
  await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
  await checkResourceGroup(db, user, locale, input.usergroup_id, resource);
  const acknowledged = input._processing?.map((p) => p.id) ?? [];
  if (acknowledged.length > 0) {
    const own = await db.query<{ id: number }>(
      'select id from processing where resource_id = $1 and id = any($2::int[])',
      [id, acknowledged],
    );
    const unknown = acknowledged.filter((entry) => !own.some((row) => row.id === entry));
    if (unknown.length > 0) {
      throw new HttpError(400, {
        _processing: unknown.map((entry) => `Unknown processing entry ${entry} for this resource.`),
      });
    }
  }
  await db.transaction(async (tx) => {
    const q = new Params();
    const sets = RESOURCE_FIELDS.filter((key) => input[key] !== undefined).map(
      (key) => `${key} = ${q.p(fieldValue(input, key))}`,
    );
    if (sets.length > 0)
      await tx.query(`update resource set ${sets.join(', ')} where id = ${q.p(id)}`, q.values);
    if (acknowledged.length > 0) {
      await tx.query(
        'update processing set acknowledged = true where resource_id = $1 and id = any($2::int[])',
        [id, acknowledged],
      );
      // Their failed tasks are seen too: they leave "needs attention" (model/attention/tasks.ts).
      await tx.query(
        `update task set acknowledged_at = now(), acknowledged_by = $3
         where acknowledged_at is null and status in ('FAILURE', 'REVOKED') and id in (
           select task_id from processing where resource_id = $1 and id = any($2::int[]))`,
        [id, acknowledged, user.id],
      );
    }
  });
}

/** A full update: what is not sent takes its default, the codename stays unless sent. */
export function replaceResource(
  db: Database,
  user: CurrentUser,
  locale: string,
  resource: ResourceRow,
  input: ResourceChanges,
): Promise<void> {
  return changeResource(db, user, locale, resource, {
    ...PUT_DEFAULTS,
    codename: resource.codename,
    ...input,
  });
}

/**
 * Deletes the resource and its files; the catalogue entries of the datasets it was linked to are
 * rebuilt, and its first dataset's activity says so.
 */
export async function deleteResource(
  db: Queryable,
  user: CurrentUser,
  uploadsDir: string,
  resource: ResourceRow,
): Promise<void> {
  const dataset = await datasetOfResource(db, resource.id);
  const linked = await db.query<{ dataset_id: number }>(
    'select dataset_id from resource_dataset where resource_id = $1',
    [resource.id],
  );
  await db.query('delete from resource where id = $1', [resource.id]);
  for (const link of linked) await refreshPublishedEntry(db, link.dataset_id);
  await rm(join(uploadsDir, 'resources', String(resource.id)), { recursive: true, force: true });
  if (dataset)
    await addActivity(
      db,
      dataset.id,
      user.id,
      'resource_removed',
      `Suppression de la ressource « ${resource.display_name} ».`,
    );
}
