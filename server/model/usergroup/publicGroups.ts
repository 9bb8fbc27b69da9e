import type { components } from '../../../contract/schema.gen.ts';
import type { Queryable } from '../../db/database.ts';
import { orderBy } from '../../db/ordering.ts';
import { Params } from '../../db/params.ts';
import { absoluteUrl, type PageSlice, searchCondition, selectPage, whereClause } from '../common.ts';
import { imageUrl } from '../images.ts';

/*
 * The user-group list as anyone may read it (issue 50, decision 0037): the active organisations with
 * what a catalogue shows of a publisher. data-fair's OneGeo catalogue form picks the publishing
 * organisation from `GET /fr/usergroup/user-groups/?search=` in the browser, without credentials, and
 * reads `results[].id` and `display_name` (docs/evidence/onegeo-public-clients.md, D16). Members,
 * contacts, statuses and the other group types stay for signed-in people.
 */

type PublicUserGroup = components['schemas']['PublicUserGroup'];

interface PublicRow {
  id: number;
  name: string;
  display_name: string;
  thumbnail: string | null;
}

/** A group's status once validated (GET /usergroup/user-group-status/); the others are not public. */
const ACTIVE_GROUP = 2;

const PUBLIC_ORDERING: Record<string, string> = {
  id: 'g.id',
  name: 'f_unaccent(g.name)',
  display_name: 'f_unaccent(g.display_name)',
};

export async function listPublicOrganisations<S extends PageSlice>(
  db: Queryable,
  filters: { types?: string[]; search?: string; ordering?: string },
  origin: string,
  sliceOf: (count: number) => S,
) {
  const q = new Params();
  const where = ["g.usergroup_type = 'organisation'", `g.status = ${q.p(ACTIVE_GROUP)}`];
  // Another type asked for finds nothing anonymous: only organisations are public.
  if (filters.types && !filters.types.includes('organisation')) where.push('false');
  const search = searchCondition(
    "g.display_name || ' ' || g.name || ' ' || coalesce(g.acronym, '')",
    filters.search,
    (v) => q.p(v),
  );
  if (search) where.push(search);
  const order = orderBy(filters.ordering, PUBLIC_ORDERING, 'f_unaccent(g.display_name)', 'g.id');
  const page = await selectPage<PublicRow, S>(
    db,
    {
      columns: 'g.id, g.name, g.display_name, g.thumbnail',
      from: 'from usergroup g',
      clause: whereClause(where),
      order,
    },
    q,
    sliceOf,
  );
  const rows: PublicUserGroup[] = page.rows.map((row) => ({
    id: row.id,
    name: row.name,
    display_name: row.display_name,
    usergroup_type: 'organisation',
    thumbnail: absoluteUrl(origin, imageUrl(row.thumbnail)),
  }));
  return { ...page, rows };
}
