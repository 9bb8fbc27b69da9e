import type { components } from '../../../contract/schema.gen.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { recordUrl } from '../../indexers/catalogues.ts';
import { readTrial, TRIAL_DIFF_RECORDS, type TrialIndexer } from '../../indexers/trial.ts';
import type { RemoteOptions } from '../../net/remoteFetch.ts';
import { snapshotOf } from '../dataset/versions.ts';
import { readChanges } from '../history/readChanges.ts';
import type { StoredChange } from '../history/storedChanges.ts';
import { type HarvestWarning, type PlanIndexer, planDataset } from './plan.ts';
import { loadReferences } from './references.ts';
import { harvestedResources, type ResourceDiff, resourceDiff } from './resources.ts';
import { harvestedDataset, movedAway } from './saveHarvested.ts';
import { plannedChanges, plannedSnapshot } from './snapshot.ts';

type TrialResult = components['schemas']['TrialResult'];
type TrialRecord = components['schemas']['TrialRecord'];

/** The indexer as the trial needs it. */
export type DiffIndexer = TrialIndexer & PlanIndexer & { usergroup_id: number };

const resourceChanges = (diff: ResourceDiff): TrialRecord['resource_changes'] => [
  ...diff.add.map((r) => ({ change: 'add' as const, display_name: r.display_name, href: r.href })),
  ...diff.change.map(({ planned }) => ({
    change: 'change' as const,
    display_name: planned.display_name,
    href: planned.href,
  })),
  ...diff.remove.map((r) => ({ change: 'remove' as const, display_name: r.display_name, href: r.href })),
];

/** The datasets of the indexer whose record the read did not find (the read held the whole catalogue). */
async function notFound(db: Queryable, indexer: DiffIndexer, read: readonly string[]) {
  // Those still in the indexer's organisation: a dataset moved away is no longer the indexer's.
  return db.query<{ id: number; display_name: string }>(
    `select d.id, d.display_name from harvested_record h join dataset d on d.id = h.dataset_id
     where h.indexer_id = $1 and d.usergroup_id = $2 and not (h.remote_identifier = any($3::text[]))
     order by d.display_name, d.id`,
    [indexer.id, indexer.usergroup_id, read],
  );
}

/**
 * The trial as a diff (issue 45): the first page of records (at most 100), each planned as the
 * harvest would (planDataset) and compared with the dataset it would update, in the form of the
 * dataset history's changes, read in `locale` for `reader`. Reads only: nothing is written.
 */
export async function trialDiff(
  db: Queryable,
  reader: CurrentUser,
  locale: string,
  indexer: DiffIndexer,
  remote: RemoteOptions,
): Promise<TrialResult> {
  const read = await readTrial(indexer, remote, TRIAL_DIFF_RECORDS);
  if (read.status === 'FAILURE') return read;
  const references = await loadReferences(db);
  const seen = new Set<string>();
  const rows: Omit<TrialRecord, 'changes'>[] = [];
  const stored: StoredChange[][] = [];
  for (const record of read.records) {
    if (seen.has(record.identifier)) continue;
    seen.add(record.identifier);
    const existing = await harvestedDataset(db, indexer.id, record.identifier, record.reference);
    if (movedAway(existing, indexer)) {
      // Left as it is by a harvest; nothing of it is shown (its organisation's managers own it).
      stored.push([]);
      rows.push({
        title: record.title,
        identifier: record.reference ?? record.identifier,
        url: recordUrl(record, indexer.url_pattern),
        outcome: 'unchanged',
        dataset: null,
        resource_changes: [],
        warnings: [{ code: 'dataset_moved', value: null, count: null }],
      });
      continue;
    }
    const plan = await planDataset(record, references, indexer);
    const before = existing ? await snapshotOf(db, existing.dataset_id) : null;
    const changes = plannedChanges(before, plannedSnapshot(plan, before, indexer.usergroup_id));
    const diff = resourceDiff(
      plan.resources,
      existing ? await harvestedResources(db, existing.dataset_id) : [],
    );
    const resources = resourceChanges(diff);
    const outcome = !existing
      ? 'create'
      : changes.length === 0 && resources.length === 0
        ? 'unchanged'
        : 'update';
    stored.push(changes);
    rows.push({
      title: record.title,
      identifier: record.reference ?? record.identifier,
      url: recordUrl(record, indexer.url_pattern),
      outcome,
      dataset:
        existing && before ? { id: existing.dataset_id, display_name: String(before.display_name) } : null,
      resource_changes: resources,
      warnings: plan.warnings,
    });
  }
  const readable = await readChanges(db, reader, locale, stored);
  const results: TrialRecord[] = rows.map((row, i) => ({ ...row, changes: readable[i] ?? [] }));
  const warnings: HarvestWarning[] = [];
  if (read.unfiltered) {
    warnings.push({
      code: 'filter_matched_nothing',
      value: read.unfiltered.filter,
      count: read.unfiltered.total,
    });
  }
  // Known only when the page held the whole catalogue: a record beyond it is not "no longer listed".
  const missing = read.complete
    ? await notFound(
        db,
        indexer,
        read.records.flatMap((r) => [r.identifier, r.reference ?? r.identifier]),
      )
    : null;
  if (missing && missing.length > 0)
    warnings.push({ code: 'not_found_remotely', value: null, count: missing.length });
  const count = (outcome: TrialRecord['outcome']) => results.filter((r) => r.outcome === outcome).length;
  return {
    status: 'SUCCESS',
    results,
    total: read.total,
    summary: { create: count('create'), update: count('update'), unchanged: count('unchanged') },
    not_found: missing,
    warnings,
  };
}
