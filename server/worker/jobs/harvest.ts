import type { components } from '../../../contract/schema.gen.ts';
import type { Queryable } from '../../db/database.ts';
import { clientFor, type RemoteRecord } from '../../indexers/catalogues.ts';
import { type CatalogueRead, readCatalogue } from '../../indexers/readCatalogue.ts';
import { remoteReason } from '../../indexers/trial.ts';
import { contactPointRole } from '../../model/harvest/contact.ts';
import { planDataset } from '../../model/harvest/plan.ts';
import { loadReferences } from '../../model/harvest/references.ts';
import { harvestedDataset, movedAway, saveHarvested } from '../../model/harvest/saveHarvested.ts';
import { type JobContext, JobFailure, type TaskRun } from '../taskRun.ts';
import { HarvestTally } from './harvestTally.ts';

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
  publish_datasets: boolean;
  default_permission_level: components['schemas']['PermissionLevel'];
}

/**
 * At most this many records a harvest (the contract's HarvestCounts `read`): 1,000 records of 5
 * distributions each are harvested in about the time and memory bench measure 12 reports.
 */
export const MAX_RECORDS = 1000;

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

/**
 * What a harvest did, kept with its task (`data.harvest`) for the indexer's `last_harvest`: entries
 * read from the catalogue, datasets created and updated, records that failed to save, and entries
 * skipped by reason. read = created + updated + failed + every skipped entry.
 */
export type HarvestCounts = components['schemas']['HarvestCounts'] & {};

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
 * An indexer run: reads the remote catalogue page by page (at most MAX_RECORDS records), then creates
 * or updates one dataset of the indexer's group per record through the dataset model (decision 0026), writing the indexer's log as it goes. Two
 * stages: `fetched` (what the remote answered, kept by a re-run of the same indexer settings, which
 * then does not ask the remote again) and `import`, in one transaction (a failure or a stop leaves
 * the harvested datasets as they were).
 */
export async function harvestJob(run: TaskRun, ctx: JobContext): Promise<void> {
  const db = ctx.db;
  const [indexer] = await db.query<IndexerRecord>(
    `select i.id, i.name, t.implementation_type, i.url, i.organisation_filter, i.url_pattern, i.usergroup_id,
       i.publish_datasets, i.default_permission_level
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
  // Each message is written whole, so that the message table (messages/tables/harvest.ts) finds it here.
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
  // HV8: a filter that matches nothing is said, not a silent success (the trial also counts the
  // records the catalogue holds without it).
  const filter = indexer.organisation_filter?.trim();
  if (records.length === 0 && skipped === 0 && filter) {
    const message = `Le filtre d’organisation « ${filter} » ne correspond à aucune fiche du catalogue.`;
    run.warn(message);
    await log(db, indexer.id, taskId, 'warning', message);
  }
  if (skipped > 0) {
    const message = `${skipped} fiche${skipped > 1 ? 's' : ''} sans identifiant ou sans titre ignorée${skipped > 1 ? 's' : ''}.`;
    run.warn(message);
    await log(db, indexer.id, taskId, 'warning', message);
  }
  const summary = await run.stage(
    'import',
    { ...source, url_pattern: indexer.url_pattern, records: records.length },
    (tx) => importRecords(run, ctx, tx, indexer, fetched),
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
      { maxRecords: MAX_RECORDS },
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
): Promise<string> {
  const taskId = run.task.id;
  const references = await loadReferences(tx);
  const contactRole = await contactPointRole(tx);
  const tally = new HarvestTally();
  const seen = new Set<string>();
  for (const record of records) {
    ctx.signal.throwIfAborted();
    if (seen.has(record.identifier)) {
      tally.duplicates += 1;
      continue;
    }
    seen.add(record.identifier);
    const existing = await harvestedDataset(tx, indexer.id, record.identifier, record.reference);
    if (movedAway(existing, indexer)) {
      tally.moved += 1;
      continue;
    }
    await tx.query('savepoint harvest_record');
    try {
      const plan = await planDataset(record, references, indexer);
      const saved = await saveHarvested(tx, indexer, plan, existing, {
        userId: run.task.created_by,
        contactRole,
      });
      await tx.query('release savepoint harvest_record');
      tally.add(record, plan, saved);
    } catch (error) {
      await tx.query('rollback to savepoint harvest_record');
      tally.failed += 1;
      ctx.log(`harvest of indexer ${indexer.id}: record ${record.identifier} not saved`, error);
      if (tally.failed <= MAX_LOGGED_WARNINGS) {
        const message = `Fiche « ${record.identifier} » non enregistrée : ${(error as Error).message}`;
        run.warn(message);
        await log(tx, indexer.id, taskId, 'warning', message);
      }
    }
  }
  const summary = tally.summary(seen.size);
  for (const { level, message } of tally.lines()) {
    if (level === 'warning') run.warn(message);
    await log(tx, indexer.id, taskId, level, message);
  }
  await saveCounts(tx, taskId, tally.counts(total, records.length + skipped, skipped));
  await log(tx, indexer.id, taskId, tally.failed > 0 ? 'warning' : 'info', summary);
  return summary;
}
