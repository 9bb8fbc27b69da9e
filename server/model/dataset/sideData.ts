import { visibleDatasetCondition } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { PreparedStatement, Queryable } from '../../db/database.ts';
import { Params } from '../../db/params.ts';
import {
  RESOURCE_ROW_JSON,
  RESOURCE_SIDE_JSON,
  type ResourceRow,
  type ResourceSide,
} from '../resource/resources.ts';
import type { ContactRow } from '../usergroup/contacts.ts';

/** What a dataset's answer reads beside its row (serialiseDatasets, view.ts). */
export interface DatasetSide {
  id: number;
  /** Its keywords, in their order. */
  tags: string[];
  contact_roles: { role_id: number; attachment_role: number; contact: ContactRow }[];
  /** Its children the user sees, by name then id. */
  children: { id: number; display_name: string }[];
  /** Its resources, by link: type 1 the main one, 2 an annex. */
  links: { link_type: number; resource: ResourceRow; side: ResourceSide }[];
}

/**
 * The side data of datasets, one row a dataset, in one statement (issue 49: a list request in at
 * most four statements, where the keywords, contacts, children, resources and the resources'
 * processing, layers and schedules took seven). Each part keeps the order it had as a statement of
 * its own. `visible` is the children's visibility rule, its parameters from $2.
 */
const sideText = (visible: string) => `select d.id,
    coalesce((select json_agg(t.name order by dt.position) from dataset_tag dt join tag t on t.id = dt.tag_id
              where dt.dataset_id = d.id), '[]') as tags,
    coalesce((select json_agg(json_build_object('role_id', dcr.id, 'attachment_role', dcr.role,
                'contact', (select row_to_json(x) from (select c.id, c.name, c.email, c.phone, c.position,
                  c.usergroup_id, c.role) x)) order by dcr.id)
              from dataset_contact_role dcr join contact c on c.id = dcr.contact_id
              where dcr.dataset_id = d.id), '[]') as contact_roles,
    coalesce((select json_agg(json_build_object('id', c.id, 'display_name', c.display_name)
                order by c.display_name, c.id)
              from dataset c where c.parent_id = d.id and ${visible}), '[]') as children,
    coalesce((select json_agg(json_build_object('link_type', rd.type, 'resource', ${RESOURCE_ROW_JSON},
                'side', ${RESOURCE_SIDE_JSON}) order by rd.id)
              from resource_dataset rd join resource r on r.id = rd.resource_id
              where rd.dataset_id = d.id), '[]') as links
  from unnest($1::int[]) as d(id)`;

/** Every child is visible to a superuser. */
const SIDE_FOR_ALL: PreparedStatement = { name: 'dataset_sides_all', text: sideText('true') };

/** The side data of the datasets of `ids` as `user` may see them, by dataset id. */
export async function datasetSides(
  db: Queryable,
  user: CurrentUser,
  ids: number[],
): Promise<Map<number, DatasetSide>> {
  const q = new Params();
  q.p(ids);
  const rule = visibleDatasetCondition(user, q, 'c');
  // For anyone else the rule's text is the same (only its parameters are the user's): one name,
  // prepared once per connection; `pg` refuses a name used again for another text.
  const statement = user.is_superuser ? SIDE_FOR_ALL : { name: 'dataset_sides_member', text: sideText(rule) };
  const rows = await db.query<DatasetSide>(statement, q.values);
  return new Map(rows.map((row) => [row.id, row]));
}
