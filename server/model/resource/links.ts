import type { components } from '../../../contract/schema.gen.ts';
import { visibleDatasetCondition } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { Params } from '../../db/params.ts';
import { HttpError } from '../../messages/errors.ts';
import { checkExists, one } from '../common.ts';
import { addActivity, type DatasetRow, editableDataset, visibleDataset } from '../dataset/datasets.ts';
import { rebuildPublishedEntry } from '../dataset/publishedEntry.ts';
import {
  RESOURCE_COLUMNS,
  type ResourceRow,
  resourceRow,
  serialiseResources,
  writableResource,
} from './resources.ts';

// Resource-dataset links. `published` is the column the publication scenarios and the catalogue
// read; the contract calls it `publish`, as the real platform's clients send it.

type ResourceDataset = components['schemas']['ResourceDataset'];
type ResourceDatasetInput = components['schemas']['ResourceDatasetInput'];

interface LinkRow {
  id: number;
  resource_id: number;
  dataset_id: number;
  type: components['schemas']['ResourceType'];
  publish: boolean;
}

const LINK_COLUMNS = 'rd.id, rd.resource_id, rd.dataset_id, rd.type, rd.published as publish';

/** Links as the contract's `ResourceDataset`: each embeds its resource (the data-fair connector reads `resource.id`). */
async function serialiseLinks(db: Queryable, links: LinkRow[], origin: string): Promise<ResourceDataset[]> {
  if (links.length === 0) return [];
  const rows = await db.query<ResourceRow>(
    `select ${RESOURCE_COLUMNS} from resource r where r.id = any($1::int[])`,
    [[...new Set(links.map((link) => link.resource_id))]],
  );
  const resources = new Map(
    (await serialiseResources(db, rows, origin)).map((resource) => [resource.id, resource]),
  );
  return links.map((link) => {
    const resource = resources.get(link.resource_id);
    // The foreign key keeps every link's resource: a missing one is a broken database.
    if (!resource) throw new Error(`Resource ${link.resource_id} of link ${link.id} not found`);
    return { ...link, resource };
  });
}

/** The link, 404 when missing (unchecked: callers check who may see or change it). */
export const linkById = (db: Queryable, id: number) =>
  one<LinkRow>(db, `select ${LINK_COLUMNS} from resource_dataset rd where rd.id = $1`, [id]);

async function serialiseLink(db: Queryable, link: LinkRow, origin: string): Promise<ResourceDataset> {
  const [answer] = await serialiseLinks(db, [link], origin);
  if (!answer) throw new Error(`Link ${link.id} not serialised`);
  return answer;
}

/**
 * A dataset already in the public catalogue has its entry rebuilt when its links change, so that
 * a resource linked with `publish` appears there (and an unlinked one leaves) without waiting for
 * the next publication scenario. A dataset not yet in the catalogue gets its entry from that
 * scenario, as before.
 */
export async function refreshPublishedEntry(db: Queryable, datasetId: number): Promise<void> {
  const entry = await db.query('select 1 from catalogue_entry where dataset_id = $1', [datasetId]);
  if (entry.length > 0) await rebuildPublishedEntry(db, datasetId);
}

/** The links of one dataset (none when it does not exist), or of every dataset the user may see. */
export async function listLinks(
  db: Queryable,
  user: CurrentUser,
  origin: string,
  datasetId: number | undefined,
): Promise<ResourceDataset[]> {
  if (datasetId !== undefined) {
    const found = await db.query('select 1 from dataset where id = $1', [datasetId]);
    if (found.length === 0) return [];
    await visibleDataset(db, user, datasetId);
    const links = await db.query<LinkRow>(
      `select ${LINK_COLUMNS} from resource_dataset rd where rd.dataset_id = $1 order by rd.type, rd.id`,
      [datasetId],
    );
    return serialiseLinks(db, links, origin);
  }
  const q = new Params();
  const visible = visibleDatasetCondition(user, q);
  const links = await db.query<LinkRow>(
    `select ${LINK_COLUMNS} from resource_dataset rd join dataset d on d.id = rd.dataset_id
     where ${visible} order by rd.dataset_id, rd.type, rd.id`,
    q.values,
  );
  return serialiseLinks(db, links, origin);
}

// A dataset may receive several main (type 1) links, as the real platform accepts (the data-fair
// connector links a page and then a resource, both type 1, to one dataset): "one main resource"
// is a rule of the back-office screens (decision 0004), not of the API.
export async function createLink(
  db: Queryable,
  user: CurrentUser,
  origin: string,
  input: ResourceDatasetInput,
): Promise<ResourceDataset> {
  await checkExists(db, 'dataset', 'dataset_id', input.dataset_id);
  await checkExists(db, 'resource', 'resource_id', input.resource_id);
  const dataset = await editableDataset(db, user, input.dataset_id);
  const resource = await writableResource(db, user, input.resource_id);
  const existing = await db.query(
    'select 1 from resource_dataset where resource_id = $1 and dataset_id = $2',
    [resource.id, dataset.id],
  );
  if (existing.length > 0)
    throw new HttpError(400, { non_field_errors: ['The resource is already linked to this dataset.'] });
  const [row] = await db.query<{ id: number }>(
    'insert into resource_dataset (resource_id, dataset_id, type, published) values ($1, $2, $3, $4) returning id',
    [resource.id, dataset.id, input.type, input.publish ?? true],
  );
  if (!row) throw new Error('Link not created');
  await db.query('update resource set type = $1 where id = $2', [input.type, resource.id]);
  await refreshPublishedEntry(db, dataset.id);
  await addActivity(
    db,
    dataset.id,
    user.id,
    'resource_added',
    `${input.type === 1 ? 'Ressource principale' : 'Annexe'} « ${resource.display_name} » ajoutée.`,
  );
  return serialiseLink(db, await linkById(db, row.id), origin);
}

/** A link of a dataset the user may see. */
export async function visibleLink(
  db: Queryable,
  user: CurrentUser,
  origin: string,
  id: number,
): Promise<ResourceDataset> {
  const link = await linkById(db, id);
  await visibleDataset(db, user, link.dataset_id);
  return serialiseLink(db, link, origin);
}

/** A link of a dataset the user may change, with its dataset and resource (404, 403 otherwise). */
export async function editableLink(
  db: Queryable,
  user: CurrentUser,
  id: number,
): Promise<{ link: LinkRow; dataset: DatasetRow; resource: ResourceRow }> {
  const link = await linkById(db, id);
  const dataset = await editableDataset(db, user, link.dataset_id);
  return { link, dataset, resource: await resourceRow(db, link.resource_id) };
}

export async function deleteLink(db: Queryable, user: CurrentUser, id: number): Promise<void> {
  const { link } = await editableLink(db, user, id);
  await db.query('delete from resource_dataset where id = $1', [link.id]);
  await refreshPublishedEntry(db, link.dataset_id);
  await addActivity(
    db,
    link.dataset_id,
    user.id,
    'resource_unlinked',
    `Ressource ${link.resource_id} retirée du jeu de données.`,
  );
}

/**
 * Sets a resource-dataset link's `published` flag, as its publication task does
 * (worker/jobs/publication.ts): answers the link with its dataset and the resource's name for the
 * task's step, or null when the link no longer exists.
 */
export async function setLinkPublished(
  db: Queryable,
  linkId: number,
  publish: boolean,
): Promise<{ dataset_id: number; name: string } | null> {
  const [link] = await db.query<{ dataset_id: number; name: string }>(
    `select rd.dataset_id, r.display_name as name from resource_dataset rd
     join resource r on r.id = rd.resource_id where rd.id = $1`,
    [linkId],
  );
  if (!link) return null;
  await db.query('update resource_dataset set published = $1 where id = $2', [publish, linkId]);
  return link;
}
