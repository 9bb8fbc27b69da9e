import type { components } from '../../../contract/schema.gen.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { absoluteUrl, isoRequired } from '../common.ts';
import { imageUrl } from '../images.ts';
import { resourceAnswer } from '../resource/resources.ts';
import { serialiseContact } from '../usergroup/contacts.ts';
import { type DatasetRow, datasetRow } from './datasets.ts';
import { datasetSides } from './sideData.ts';

type Dataset = components['schemas']['Dataset'];

/** What an answer is built for: who asks (what they may see), and the origin and locale of its URLs. */
export interface Audience {
  db: Queryable;
  user: CurrentUser;
  origin: string;
  locale: string;
}

/** Absolute URL of a dataset's page in the back-office, the one the ODL export names too. */
export const datasetDetailUrl = (audience: Pick<Audience, 'origin' | 'locale'>, id: number): string =>
  `${audience.origin}/publish/${audience.locale}/data/datasets/${id}/`;

/**
 * The answer of each dataset for the user who asks: its children are the ones they may see (a
 * private child's name is not given away through its parent). The keywords are answered as `tags`,
 * the field name of django-taggit's serializer, which the platform's clients read and write.
 */
export async function serialiseDatasets(audience: Audience, rows: DatasetRow[]): Promise<Dataset[]> {
  const { db, user } = audience;
  if (rows.length === 0) return [];
  const sides = await datasetSides(
    db,
    user,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const side = sides.get(row.id);
    if (!side) throw new Error(`Dataset ${row.id} has no side data`);
    const own = side.links.map((link) => ({
      link,
      resource: resourceAnswer(link.resource, link.side, audience.origin),
    }));
    const main = own.find((entry) => entry.link.link_type === 1);
    const annexes = own.filter((entry) => entry.link.link_type === 2);
    return {
      id: row.id,
      display_name: row.display_name,
      codename: row.codename,
      description: row.description,
      thumbnail: absoluteUrl(audience.origin, imageUrl(row.thumbnail)),
      tags: side.tags,
      categories: row.categories,
      topics: row.topics,
      kinds: row.kinds,
      recommended_usage: row.recommended_usage,
      restrictions: row.restrictions,
      usergroup: row.usergroup_id,
      usergroup_display_name: row.usergroup_display_name,
      contact_roles: side.contact_roles.map((c) => ({
        id: c.role_id,
        contact: serialiseContact(c.contact),
        role: c.attachment_role,
      })),
      license: row.license,
      granularity: row.granularity,
      geographical_coverage: row.geographical_coverage,
      bounds: row.bounds as Dataset['bounds'],
      creation_date: row.creation_date,
      last_review_date: row.last_review_date,
      publication_date: row.publication_date,
      last_update_date: row.last_update_date,
      update_frequency: row.update_frequency,
      vintage_year: row.vintage_year,
      constitution_mode: row.constitution_mode,
      record_type: row.record_type,
      parent: row.parent_id,
      children: side.children.map((c) => ({ id: c.id, display_name: c.display_name })),
      default_permission_level: row.default_permission_level,
      publish: row.publish,
      main_resource: main ? { ...main.resource, type: 1 } : null,
      resource_annexes: annexes.map((entry) => ({ ...entry.resource, type: 2 })),
      annexes_count: annexes.length,
      extras: row.extras ?? {},
      detail_url: datasetDetailUrl(audience, row.id),
      last_modified: isoRequired(row.last_modified),
    };
  });
}

/** One dataset's answer. */
export async function serialiseDataset(audience: Audience, row: DatasetRow): Promise<Dataset> {
  const [dataset] = await serialiseDatasets(audience, [row]);
  if (!dataset) throw new Error(`Dataset ${row.id} was read but not serialised`);
  return dataset;
}

/** One dataset's answer by its id, 404 when it is missing (its visibility is the caller's check). */
export async function serialisedDataset(audience: Audience, id: number): Promise<Dataset> {
  return serialiseDataset(audience, await datasetRow(audience.db, id));
}
