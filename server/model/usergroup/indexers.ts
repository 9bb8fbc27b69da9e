import type { components } from '../../../contract/schema.gen.ts';
import { managedGroups, requireDataUser, requireManager } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { Params } from '../../db/params.ts';
import { HttpError } from '../../messages/errors.ts';
import { MESSAGES } from '../../messages/messages.ts';
import {
  type BodyReader,
  checkExists,
  checkReferences,
  isoRequired,
  one,
  type PageSlice,
  selectPage,
} from '../common.ts';

// Remote API indexers (catalogues harvested into datasets): who manages them, their settings, their log.

type Indexer = components['schemas']['RemoteApiIndex'];
type IndexerInput = components['schemas']['RemoteApiIndexInput'];
type IndexerLogEntry = components['schemas']['IndexerLogPage']['results'][number];

/**
 * A row is the contract's `RemoteApiIndex` as it is: `last_harvest` is a JSON value the query builds
 * (jsonb_build_object) with the contract's `LastHarvest` keys, the counts as the harvest job keeps them.
 */
type IndexerRow = Indexer & { last_harvest: components['schemas']['LastHarvest'] };

// The indexer's last finished run and what it did (its counts, kept with the task by
// server/worker/jobs/harvest.ts; null for a run that failed before reading the catalogue). The last
// to finish, not the last created: a re-run or a long run ends after runs created later.
const LAST_HARVEST = `(select jsonb_build_object('task_id', k.id, 'status', k.status, 'finished_at', k.end_date,
    'counts', k.data->'harvest')
  from task k where k.object_class = 'remoteapiindex' and k.object_id = i.id and k.action = 'harvest'
    and k.status in ('SUCCESS', 'FAILURE')
  order by k.end_date desc nulls last, k.id desc limit 1) as last_harvest`;

const INDEXER_SELECT = `select i.id, i.type, t.implementation_type, i.name, i.description, i.url, i.command, i.scheduler,
  i.organisation_filter, i.url_pattern, i.usergroup_id, i.publish_datasets, i.default_permission_level, ${LAST_HARVEST}
  from remote_api_index i join remote_api_index_type t on t.id = i.type`;

const indexerRow = (db: Queryable, id: number): Promise<IndexerRow> =>
  one<IndexerRow>(db, `${INDEXER_SELECT} where i.id = $1`, [id]);

/** The indexer `id` (404), for the managers of its group (403). */
export async function managedIndexer(db: Queryable, user: CurrentUser, id: number): Promise<Indexer> {
  const indexer = await indexerRow(db, id);
  requireManager(user, indexer.usergroup_id);
  return indexer;
}

/** The indexers of the groups `user` manages (all for a superuser), of one group if asked, by name. */
export async function listIndexers(
  db: Queryable,
  user: CurrentUser,
  usergroupId?: number,
): Promise<Indexer[]> {
  requireDataUser(user);
  const q = new Params();
  const where: string[] = [];
  if (!user.is_superuser) where.push(`i.usergroup_id = any(${q.p(managedGroups(user))}::int[])`);
  if (usergroupId !== undefined) where.push(`i.usergroup_id = ${q.p(usergroupId)}`);
  return db.query<IndexerRow>(
    `${INDEXER_SELECT} ${where.length ? `where ${where.join(' and ')}` : ''} order by f_unaccent(i.name), i.id`,
    q.values,
  );
}

/**
 * The group and type an indexer is saved with: the ones sent, else the current ones, else the one
 * group `user` manages and the first type. 400 on an unknown reference, 403 on a group not managed.
 */
async function checkIndexerInput(
  db: Queryable,
  user: CurrentUser,
  input: IndexerInput,
  current: Indexer | null,
) {
  await checkExists(db, 'remote_api_index_type', 'type', input.type);
  await checkReferences(db, 'scheduler', 'scheduler', input.scheduler);
  let usergroup = input.usergroup_id ?? current?.usergroup_id;
  if (usergroup === undefined) {
    const [only, ...others] = managedGroups(user);
    if (only === undefined || others.length > 0)
      throw new HttpError(400, { usergroup_id: ['This field is required.'] });
    usergroup = only;
  }
  await checkExists(db, 'usergroup', 'usergroup_id', usergroup);
  requireManager(user, usergroup);
  const [firstType] = await db.query<{ id: number }>(
    'select id from remote_api_index_type order by id limit 1',
  );
  return {
    usergroup,
    type: input.type ?? current?.type ?? firstType?.id ?? 1,
    // Not sent, they stay as they are (a client that does not know them does not reset them); a new
    // indexer gets what harvests did before issue 45.
    publish: input.publish_datasets ?? current?.publish_datasets ?? true,
    level: checkLevel(input.default_permission_level ?? current?.default_permission_level ?? 'download'),
  };
}

const LEVELS: readonly string[] = ['private', 'search', 'consultation', 'download'];

/** The access level given to the datasets a harvest creates: one of the dataset's levels. */
function checkLevel(level: string): Indexer['default_permission_level'] {
  if (!LEVELS.includes(level)) {
    throw new HttpError(400, {
      default_permission_level: ['The access level must be private, search, consultation or download.'],
    });
  }
  return level as Indexer['default_permission_level'];
}

export async function createIndexer(db: Queryable, user: CurrentUser, input: IndexerInput): Promise<Indexer> {
  const { usergroup, type, publish, level } = await checkIndexerInput(db, user, input, null);
  const [row] = await db.query<{ id: number }>(
    `insert into remote_api_index (type, name, description, url, command, scheduler, organisation_filter, url_pattern,
       usergroup_id, publish_datasets, default_permission_level)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      type,
      input.name,
      input.description ?? null,
      input.url,
      input.command,
      input.scheduler,
      input.organisation_filter ?? null,
      input.url_pattern ?? null,
      usergroup,
      publish,
      level,
    ],
  );
  return indexerRow(db, row?.id ?? 0);
}

/** Replaces the indexer `id`; a new schedule forgets the next run planned by the former one. */
export async function updateIndexer(
  db: Queryable,
  user: CurrentUser,
  id: number,
  readInput: BodyReader<IndexerInput>,
): Promise<Indexer> {
  const current = await managedIndexer(db, user, id);
  const input = readInput();
  const { usergroup, type, publish, level } = await checkIndexerInput(db, user, input, current);
  await db.query(
    `update remote_api_index set type = $1, name = $2, description = $3, url = $4, command = $5, scheduler = $6,
       organisation_filter = $7, url_pattern = $8, usergroup_id = $9, publish_datasets = $11,
       default_permission_level = $12, next_run_at = case when scheduler = $6 then next_run_at end where id = $10`,
    [
      type,
      input.name,
      input.description ?? null,
      input.url,
      input.command,
      input.scheduler,
      input.organisation_filter ?? null,
      input.url_pattern ?? null,
      usergroup,
      current.id,
      publish,
      level,
    ],
  );
  return indexerRow(db, current.id);
}

export async function deleteIndexer(db: Queryable, user: CurrentUser, id: number): Promise<void> {
  const indexer = await managedIndexer(db, user, id);
  await db.query('delete from remote_api_index where id = $1', [indexer.id]);
}

/** A page of the indexer's log, newest first, each message in `locale` where the catalogue knows it. */
export async function indexerLog<S extends PageSlice>(
  db: Queryable,
  user: CurrentUser,
  id: number,
  locale: string,
  sliceOf: (count: number) => S,
) {
  const indexer = await managedIndexer(db, user, id);
  const q = new Params();
  const page = await selectPage<Omit<IndexerLogEntry, 'date'> & { date: Date }, S>(
    db,
    {
      columns: 'id, date, level, message, task_id',
      from: 'from indexer_log',
      clause: `where indexer_id = ${q.p(indexer.id)}`,
      order: 'order by date desc, id desc',
    },
    q,
    sliceOf,
  );
  const rows: IndexerLogEntry[] = page.rows.map((row) => ({
    ...row,
    date: isoRequired(row.date),
    message: MESSAGES.translate(locale, row.message),
  }));
  return { ...page, rows };
}
