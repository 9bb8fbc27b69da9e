import type { Queryable } from '../db/database.ts';
import { managedGroups, permissionGroups } from './permissions.ts';
import type { CurrentUser } from './session.ts';

/*
 * What a person, signed in or not, may do with a dataset's data outside the back-office's editing
 * (issue 50): find it in the catalogue (`search`), look at it (`consultation`: its preview, its
 * thumbnail), fetch it (`download`). Section 4's levels, in their order; `none` below them.
 *
 * - Whoever may change the dataset (a superuser, a manager of its organisation) may do everything,
 *   published or not.
 * - For everyone else an unpublished dataset is out of the catalogue: `none`. A resource the dataset
 *   does not link, links unpublished, or that is hidden is `none` too.
 * - Otherwise the level is the higher of the dataset's default level (`private` is `none`) and, for a
 *   signed-in person, the special levels given to their groups and the spheres above them.
 *   Belonging to the owning organisation without a role gives nothing more (audit A1).
 *
 * Callers answer `none` as a 404 whether or not the dataset exists, so that a refusal does not tell
 * an outsider what exists.
 */

export type DataAccess = 'none' | 'search' | 'consultation' | 'download';

const ORDER: readonly DataAccess[] = ['none', 'search', 'consultation', 'download'];

/** Does `access` allow `wanted`? */
export const allows = (access: DataAccess, wanted: Exclude<DataAccess, 'none'>): boolean =>
  ORDER.indexOf(access) >= ORDER.indexOf(wanted);

const higher = (a: DataAccess, b: DataAccess): DataAccess => (ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b);

/** A stored level as an access: `private` (default level) and unknown values are `none`. */
const asAccess = (level: string | null): DataAccess =>
  ORDER.includes(level as DataAccess) ? (level as DataAccess) : 'none';

interface AccessRow {
  usergroup_id: number;
  default_level: string;
  published: boolean;
  special: string | null;
  linked: boolean;
  link_published: boolean | null;
  hidden: boolean | null;
}

/**
 * The access `user` (null: anonymous) has to the data of the dataset `datasetId`, or of its resource
 * `resourceId` when given; one statement.
 */
export async function dataAccess(
  db: Queryable,
  user: CurrentUser | null,
  datasetId: number,
  resourceId?: number,
): Promise<DataAccess> {
  const groups = user ? permissionGroups(user) : [];
  const [row] = await db.query<AccessRow>(
    `select d.usergroup_id, d.default_permission_level as default_level, coalesce(d.publish, true) as published,
       (select p.level from dataset_permission p
         where p.dataset_id = d.id and p.usergroup_id = any($2::int[]) and p.level <> 'none'
         order by array_position(array['search','consultation','download'], p.level) desc limit 1) as special,
       rd.id is not null as linked, rd.published as link_published, r.hidden
     from dataset d
     left join resource_dataset rd on rd.dataset_id = d.id and rd.resource_id = $3
     left join resource r on r.id = rd.resource_id
     where d.id = $1`,
    [datasetId, groups, resourceId ?? null],
  );
  if (!row) return 'none';
  if (resourceId !== undefined && !row.linked) return 'none';
  if (user && (user.is_superuser || managedGroups(user).includes(row.usergroup_id))) return 'download';
  if (!row.published) return 'none';
  if (resourceId !== undefined && (row.link_published === false || row.hidden === true)) return 'none';
  return higher(asAccess(row.default_level), asAccess(row.special));
}
