import { activeGroups, permissionGroups } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { PreparedStatement, Queryable } from '../../db/database.ts';

/**
 * How many datasets the user sees, read from `dataset_tally` (the datasets of each organisation,
 * private or not, kept by the database: migration 012) rather than counted one by one: exact, at
 * a cost that grows with the organisations, not the datasets. The rule is visibleDatasetCondition's
 * (auth/permissions.ts), taken apart: every dataset that is not private, the private ones of the
 * user's groups, and the private ones of other groups given to the user's groups or spheres by a
 * special permission other than none (few: they are listed one by one).
 */
export async function visibleDatasetCount(db: Queryable, user: CurrentUser): Promise<number> {
  const [row] = user.is_superuser
    ? await db.query<{ n: number }>(EVERY_DATASET)
    : await db.query<{ n: number }>(VISIBLE_DATASETS, [activeGroups(user), permissionGroups(user)]);
  return row?.n ?? 0;
}

// Prepared (issue 49): the unfiltered list asks one of them on every request.
const EVERY_DATASET: PreparedStatement = {
  name: 'dataset_count_all',
  text: 'select coalesce(sum(n), 0)::int as n from dataset_tally',
};

const VISIBLE_DATASETS: PreparedStatement = {
  name: 'dataset_count_visible',
  text: `select (select coalesce(sum(n), 0) from dataset_tally where not private or usergroup_id = any($1::int[]))::int
       + (select count(*) from dataset d
          where d.id in (select vp.dataset_id from dataset_permission vp
                         where vp.level <> 'none' and vp.usergroup_id = any($2::int[]))
            and d.default_permission_level = 'private' and not d.usergroup_id = any($1::int[]))::int as n`,
};
