import type { Queryable } from '../../db/database.ts';
import type { PlannedResource } from './plan.ts';

/** A URL resource a harvest made on the dataset, with the key of its distribution. */
export interface HarvestedResource {
  key: string;
  resource_id: number;
  display_name: string;
  description: string;
  href: string;
  dataformat_id: number | null;
  type: number;
}

export interface ResourceDiff {
  add: PlannedResource[];
  change: { planned: PlannedResource; current: HarvestedResource }[];
  remove: HarvestedResource[];
}

/** The resources earlier harvests made on the dataset (harvested_resource, migration 020). */
export async function harvestedResources(db: Queryable, datasetId: number): Promise<HarvestedResource[]> {
  return db.query<HarvestedResource>(
    `select hr.remote_key as key, r.id as resource_id, r.display_name, coalesce(r.description, '') as description,
       coalesce(lf.href, r.href, '') as href, coalesce(lf.dataformat_id, r.dataformat_id) as dataformat_id,
       coalesce(rd.type, r.type) as type
     from harvested_resource hr join resource r on r.id = hr.resource_id
     left join linked_file lf on lf.id = r.kind_id and r.kind = 'href'
     left join resource_dataset rd on rd.resource_id = r.id and rd.dataset_id = hr.dataset_id
     where hr.dataset_id = $1 order by hr.remote_key`,
    [datasetId],
  );
}

const differs = (planned: PlannedResource, current: HarvestedResource): boolean =>
  planned.display_name !== current.display_name ||
  planned.description !== current.description ||
  planned.href !== current.href ||
  planned.dataformat_id !== current.dataformat_id ||
  planned.type !== current.type;

/**
 * What a harvest adds, changes and removes, matched by the distribution's key (its identifier at the
 * source, else its address): the resources people added by hand are not harvested ones, and stay.
 */
export function resourceDiff(
  planned: readonly PlannedResource[],
  current: readonly HarvestedResource[],
): ResourceDiff {
  const byKey = new Map(current.map((resource) => [resource.key, resource]));
  const plannedKeys = new Set(planned.map((resource) => resource.key));
  const diff: ResourceDiff = { add: [], change: [], remove: [] };
  for (const resource of planned) {
    const existing = byKey.get(resource.key);
    if (!existing) diff.add.push(resource);
    else if (differs(resource, existing)) diff.change.push({ planned: resource, current: existing });
  }
  diff.remove = current.filter((resource) => !plannedKeys.has(resource.key));
  return diff;
}

/**
 * Writes the additions as URL resources (kind `href`, a `linked_file` record, linked to the dataset
 * as main or annex, published with it), all of one dataset in a fixed number of statements: a
 * harvest of 1,000 records × 5 distributions stays a few thousand queries (bench measure 12).
 */
async function addResources(
  db: Queryable,
  datasetId: number,
  added: readonly PlannedResource[],
  userId: number | null,
): Promise<void> {
  if (added.length === 0) return;
  const ids = (
    await db.query<{ id: number }>(
      "select nextval('resource_id_seq')::int as id from generate_series(1, $1)",
      [added.length],
    )
  ).map((row) => row.id);
  const column = <T>(pick: (r: PlannedResource) => T) => added.map(pick);
  await db.query(
    `insert into resource (id, display_name, type, dataformat_id, description, href, kind, created_by)
     select t.id, t.name, t.type, t.format, t.description, t.href, 'href', $7
     from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::text[], $6::text[])
       as t(id, name, type, format, description, href)`,
    [
      ids,
      column((r) => r.display_name),
      column((r) => r.type),
      column((r) => r.dataformat_id),
      column((r) => r.description),
      column((r) => r.href),
      userId,
    ],
  );
  await db.query(
    `with files as (
       insert into linked_file (kind, resource_id, dataformat_id, href)
       select 'href', r.id, r.dataformat_id, r.href from resource r where r.id = any($1::int[])
       returning id, resource_id)
     update resource r set kind_id = files.id from files where files.resource_id = r.id`,
    [ids],
  );
  await db.query(
    `insert into resource_dataset (resource_id, dataset_id, type, published)
     select r.id, $2, r.type, true from resource r where r.id = any($1::int[])`,
    [ids, datasetId],
  );
  await db.query(
    `insert into harvested_resource (dataset_id, remote_key, resource_id)
     select $1, t.key, t.id from unnest($2::text[], $3::int[]) as t(key, id)`,
    [datasetId, column((r) => r.key), ids],
  );
}

/** Writes one changed resource: its name, description, address, format and place in the dataset. */
async function changeResource(db: Queryable, datasetId: number, planned: PlannedResource, id: number) {
  await db.query(
    `update resource set display_name = $2, description = $3, href = $4, dataformat_id = $5, type = $6
     where id = $1`,
    [id, planned.display_name, planned.description, planned.href, planned.dataformat_id, planned.type],
  );
  await db.query(
    "update linked_file set href = $2, dataformat_id = $3 where resource_id = $1 and kind = 'href'",
    [id, planned.href, planned.dataformat_id],
  );
  await db.query('update resource_dataset set type = $3 where resource_id = $1 and dataset_id = $2', [
    id,
    datasetId,
    planned.type,
  ]);
}

/** Applies the diff to the dataset's resources; answers the counts of what it did. */
export async function applyResourceDiff(
  db: Queryable,
  datasetId: number,
  diff: ResourceDiff,
  userId: number | null,
): Promise<{ added: number; changed: number; removed: number }> {
  await addResources(db, datasetId, diff.add, userId);
  for (const { planned, current } of diff.change)
    await changeResource(db, datasetId, planned, current.resource_id);
  if (diff.remove.length > 0) {
    // A harvested resource is the dataset's only: removing it removes its link and its key (cascade).
    await db.query('delete from resource where id = any($1::int[])', [diff.remove.map((r) => r.resource_id)]);
  }
  return { added: diff.add.length, changed: diff.change.length, removed: diff.remove.length };
}
