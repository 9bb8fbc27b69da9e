import type { Queryable } from '../../db/database.ts';
import { clientFor, type RemoteRecord, recordUrl } from '../../indexers/catalogues.ts';
import { type CatalogueRead, MAX_RECORDS, readCatalogue } from '../../indexers/readCatalogue.ts';
import { remoteReason } from '../../indexers/trial.ts';
import { codenameOf } from '../../model/common.ts';
import { rebuildCatalogueEntry } from '../catalogue.ts';
import { type JobContext, JobFailure, type TaskRun } from '../taskRun.ts';
import { descriptionOf } from './harvestDescription.ts';

/** Warnings written to the log one by one; beyond, a count. */
const MAX_LOGGED_WARNINGS = 20;

interface IndexerRecord {
  id: number;
  name: string;
  implementation_type: string;
  url: string;
  organisation_filter: string | null;
  url_pattern: string | null;
  usergroup_id: number;
}

async function log(
  db: Queryable,
  indexerId: number,
  taskId: number,
  level: 'info' | 'warning' | 'error',
  message: string,
) {
  await db.query('insert into indexer_log (indexer_id, level, message, task_id) values ($1, $2, $3, $4)', [
    indexerId,
    level,
    message,
    taskId,
  ]);
}

const DATE = /^(\d{4}-\d{2}-\d{2})/;
const dateOf = (value: string | null): string | null => {
  const match = value ? DATE.exec(value) : null;
  return match?.[1] && !Number.isNaN(Date.parse(match[1])) ? match[1] : null;
};

async function tagIds(db: Queryable, keywords: string[]): Promise<number[]> {
  const names = [...new Set(keywords.map((k) => k.trim()).filter((k) => k && k.length <= 100))].slice(0, 30);
  if (names.length === 0) return [];
  await db.query('insert into tag (name) select unnest($1::text[]) on conflict (name) do nothing', [names]);
  const rows = await db.query<{ id: number; name: string }>(
    'select id, name from tag where name = any($1::text[])',
    [names],
  );
  return names.flatMap((name) => rows.filter((r) => r.name === name).map((r) => r.id));
}

/** Creates or updates the dataset of one remote record; answers whether it was created. */
async function saveRecord(
  db: Queryable,
  indexer: IndexerRecord,
  record: RemoteRecord,
  frequency: number,
  userId: number | null,
): Promise<{ created: boolean; datasetId: number }> {
  const today = new Date().toISOString().slice(0, 10);
  const remoteUrl = recordUrl(record, indexer.url_pattern, indexer.url);
  const description = await descriptionOf(record);
  const extras = JSON.stringify({
    moissonnage: indexer.name,
    identifiant_distant: record.identifier,
    url_distante: remoteUrl,
    ...(record.organisation ? { organisation_distante: record.organisation } : {}),
  });
  const published = dateOf(record.issued) ?? dateOf(record.modified) ?? today;
  const updated = dateOf(record.modified) ?? published;
  // A record harvested before it was keyed on its stable identifier was keyed on its name
  // (CKAN, OpenDataSoft): found under it, it is re-keyed instead of harvested again.
  const [existing] = await db.query<{ dataset_id: number; remote_identifier: string }>(
    `select dataset_id, remote_identifier from harvested_record
     where indexer_id = $1 and remote_identifier = any($2::text[])
     order by remote_identifier = $3 desc limit 1`,
    [indexer.id, [record.identifier, record.reference ?? record.identifier], record.identifier],
  );
  let datasetId: number;
  if (existing) {
    datasetId = existing.dataset_id;
    await db.query(
      `update dataset set display_name = $1, description = $2, publication_date = $3, last_update_date = $4,
         extras = $5, last_modified = now() where id = $6`,
      [record.title, description, published, updated, extras, datasetId],
    );
    await db.query(
      `update harvested_record set harvested_at = now(), remote_identifier = $3
       where indexer_id = $1 and remote_identifier = $2`,
      [indexer.id, existing.remote_identifier, record.identifier],
    );
    await db.query('delete from dataset_tag where dataset_id = $1', [datasetId]);
  } else {
    const [row] = await db.query<{ id: number }>(
      `insert into dataset (display_name, description, usergroup_id, publication_date, last_update_date, update_frequency,
         default_permission_level, publish, extras, creation_date, codename)
       values ($1, $2, $3, $4, $5, $6, 'download', true, $7, current_date, $8) returning id`,
      [
        record.title,
        description,
        indexer.usergroup_id,
        published,
        updated,
        frequency,
        extras,
        codenameOf(record.title),
      ],
    );
    if (!row) throw new Error('Dataset not created');
    datasetId = row.id;
    await db.query(
      'insert into harvested_record (indexer_id, remote_identifier, dataset_id) values ($1, $2, $3)',
      [indexer.id, record.identifier, datasetId],
    );
    await db.query(
      'insert into activity (dataset_id, user_id, action, description) values ($1, $2, $3, $4)',
      [
        datasetId,
        userId,
        'harvested',
        `Fiche moissonnée depuis « ${indexer.name} » (identifiant distant ${record.identifier}).`,
      ],
    );
  }
  const tags = await tagIds(db, record.keywords);
  if (tags.length > 0) {
    await db.query(
      `insert into dataset_tag (dataset_id, tag_id, position)
       select $1, t.id, t.position - 1 from unnest($2::int[]) with ordinality as t(id, position) on conflict do nothing`,
      [datasetId, tags],
    );
  }
  await rebuildCatalogueEntry(db, datasetId);
  return { created: !existing, datasetId };
}

/**
 * What a harvest did, kept with its task (`data.harvest`) for the indexer's `last_harvest`: entries
 * read from the catalogue, datasets created and updated, records that failed to save, and entries
 * skipped by reason. read = created + updated + failed + every skipped entry.
 */
export interface HarvestCounts {
  total: number | null;
  read: number;
  created: number;
  updated: number;
  failed: number;
  skipped: { untitled: number; duplicate: number };
}

async function saveCounts(db: Queryable, taskId: number, counts: HarvestCounts): Promise<void> {
  await db.query(`update task set data = data || jsonb_build_object('harvest', $2::jsonb) where id = $1`, [
    taskId,
    JSON.stringify(counts),
  ]);
}

/** What the remote catalogue answered, kept by the `fetched` stage for a re-run. */
interface Fetched {
  records: RemoteRecord[];
  skipped: number;
  total: number | null;
}

/**
 * An indexer run: reads the remote catalogue page by page (at most 500 records), then creates or
 * updates one dataset of the indexer's group per record, writing the indexer's log as it goes. Two
 * stages: `fetched` (what the remote answered, kept by a re-run of the same indexer settings, which
 * then does not ask the remote again) and `import`, in one transaction (a failure or a stop leaves
 * the harvested datasets as they were).
 */
export async function harvestJob(run: TaskRun, ctx: JobContext): Promise<void> {
  const db = ctx.db;
  const [indexer] = await db.query<IndexerRecord>(
    `select i.id, i.name, t.implementation_type, i.url, i.organisation_filter, i.url_pattern, i.usergroup_id
     from remote_api_index i join remote_api_index_type t on t.id = i.type where i.id = $1`,
    [run.task.object_id],
  );
  if (!indexer) throw new JobFailure('Le moissonneur n’existe plus.');
  const taskId = run.task.id;
  await db.query('update remote_api_index set last_run_at = now() where id = $1', [indexer.id]);
  await log(db, indexer.id, taskId, 'info', `Début du moissonnage de ${indexer.url}.`);
  const source = {
    url: indexer.url,
    type: indexer.implementation_type,
    organisation_filter: indexer.organisation_filter,
  };
  // Each message is written whole, so that the catalogue (http/catalogue/harvest.ts) finds it here.
  const fetched = await run.stage('fetched', source, () => fetchRecords(run, ctx, indexer), {
    done: ({ records, total }) => {
      const s = records.length > 1 ? 's' : '';
      return total !== null
        ? `${records.length} fiche${s} lue${s} sur ${total}.`
        : `${records.length} fiche${s} lue${s}.`;
    },
  });
  const { records, skipped, total } = fetched;
  await run.inputSize(records.length, 'records');
  if (total !== null && total > MAX_RECORDS) {
    const message = `Le catalogue compte ${total} fiches : seules les ${MAX_RECORDS} premières sont moissonnées.`;
    run.warn(message);
    await log(db, indexer.id, taskId, 'warning', message);
  }
  if (skipped > 0) {
    const message = `${skipped} fiche${skipped > 1 ? 's' : ''} sans identifiant ou sans titre ignorée${skipped > 1 ? 's' : ''}.`;
    run.warn(message);
    await log(db, indexer.id, taskId, 'warning', message);
  }
  const [frequencyRow] = await db.query<{ id: number }>(
    "select id from reference_item where list = 'update_frequency' order by label = 'Irrégulière' desc, id limit 1",
  );
  const frequency = frequencyRow?.id ?? 1;
  const summary = await run.stage(
    'import',
    { ...source, url_pattern: indexer.url_pattern, records: records.length },
    (tx) => importRecords(run, ctx, tx, indexer, fetched, frequency),
    { writes: true },
  );
  await run.step('done', summary);
}

async function fetchRecords(run: TaskRun, ctx: JobContext, indexer: IndexerRecord): Promise<Fetched> {
  await run.step('harvest', `Moissonnage de ${indexer.url} (${indexer.implementation_type}).`);
  try {
    const { records, skipped, total }: CatalogueRead = await readCatalogue(
      clientFor(indexer.implementation_type),
      {
        url: indexer.url,
        organisationFilter: indexer.organisation_filter,
        remote: ctx.remote,
        signal: ctx.signal,
      },
    );
    return { records, skipped, total };
  } catch (error) {
    const reason = remoteReason(error);
    if (reason === null) throw error;
    await log(ctx.db, indexer.id, run.task.id, 'error', reason);
    throw new JobFailure(reason);
  }
}

/**
 * Saves the fetched records with `tx` (the `import` stage's transaction), each in a savepoint so
 * that one record failing to save does not undo the others; answers the summary.
 */
async function importRecords(
  run: TaskRun,
  ctx: JobContext,
  tx: Queryable,
  indexer: IndexerRecord,
  { records, skipped, total }: Fetched,
  frequency: number,
): Promise<string> {
  const taskId = run.task.id;
  let created = 0;
  let updated = 0;
  let failed = 0;
  let duplicates = 0;
  const seen = new Set<string>();
  for (const record of records) {
    ctx.signal.throwIfAborted();
    if (seen.has(record.identifier)) {
      duplicates += 1;
      continue;
    }
    seen.add(record.identifier);
    await tx.query('savepoint harvest_record');
    try {
      const saved = await saveRecord(tx, indexer, record, frequency, run.task.created_by);
      await tx.query('release savepoint harvest_record');
      if (saved.created) created += 1;
      else updated += 1;
    } catch (error) {
      await tx.query('rollback to savepoint harvest_record');
      failed += 1;
      ctx.log(`harvest of indexer ${indexer.id}: record ${record.identifier} not saved`, error);
      if (failed <= MAX_LOGGED_WARNINGS) {
        const message = `Fiche « ${record.identifier} » non enregistrée : ${(error as Error).message}`;
        run.warn(message);
        await log(tx, indexer.id, taskId, 'warning', message);
      }
    }
  }
  const plural = (n: number) => (n > 1 ? 's' : '');
  const [sSeen, sCreated, sUpdated] = [plural(seen.size), plural(created), plural(updated)];
  const summary =
    failed > 0
      ? `${seen.size} fiche${sSeen} moissonnée${sSeen} : ${created} créée${sCreated}, ${updated} mise${sUpdated} à jour, ${failed} en échec.`
      : `${seen.size} fiche${sSeen} moissonnée${sSeen} : ${created} créée${sCreated}, ${updated} mise${sUpdated} à jour.`;
  if (duplicates > 0) {
    const message = `${duplicates} fiche${plural(duplicates)} en double (même identifiant) ignorée${plural(duplicates)}.`;
    run.warn(message);
    await log(tx, indexer.id, taskId, 'warning', message);
  }
  await saveCounts(tx, taskId, {
    total,
    read: records.length + skipped,
    created,
    updated,
    failed,
    skipped: { untitled: skipped, duplicate: duplicates },
  });
  await log(tx, indexer.id, taskId, failed > 0 ? 'warning' : 'info', summary);
  return summary;
}
