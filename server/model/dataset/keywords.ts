import type { Queryable } from '../../db/database.ts';
import { Params } from '../../db/params.ts';
import { searchCondition } from '../common.ts';

/**
 * Replaces the dataset's keywords, in the order sent, trimmed and without duplicates. Set-based: the
 * names are joined on the tag table by its unique index (`unnest … with ordinality` keeps their
 * order), so the work grows with the count, not with its square as `name = any($2)` with
 * `array_position` did (16,000 keywords took 6–12 s on the event loop, security audit H4). The
 * contract bounds the count (100) anyway.
 */
export async function saveKeywords(db: Queryable, datasetId: number, keywords: string[]): Promise<void> {
  const names = [...new Set(keywords.map((k) => k.trim()).filter(Boolean))];
  await db.query('delete from dataset_tag where dataset_id = $1', [datasetId]);
  if (names.length === 0) return;
  await db.query(
    `insert into tag (name) select k.name from unnest($1::text[]) as k(name)
     where not exists (select 1 from tag t where t.name = k.name) on conflict (name) do nothing`,
    [names],
  );
  await db.query(
    `insert into dataset_tag (dataset_id, tag_id, position)
     select $1, t.id, k.position from unnest($2::text[]) with ordinality as k(name, position)
     join tag t on t.name = k.name`,
    [datasetId, names],
  );
}

/** The first 100 keywords matching the search (all of them without one), in alphabetical order. */
export async function searchKeywords(db: Queryable, search: string | undefined) {
  const q = new Params();
  const condition = searchCondition('t.name', search, (v) => q.p(v));
  return db.query<{ id: number; name: string }>(
    `select t.id, t.name from tag t ${condition ? `where ${condition}` : ''} order by f_unaccent(t.name), t.id limit 100`,
    q.values,
  );
}
