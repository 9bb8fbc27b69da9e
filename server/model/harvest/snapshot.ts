import { codenameOf } from '../common.ts';
import type { DatasetSnapshot } from '../dataset/versions.ts';
import { type StoredChange, storedChanges } from '../history/storedChanges.ts';
import { type DatasetPlan, HARVEST_EXTRAS } from './plan.ts';

const OWNED: ReadonlySet<string> = new Set(HARVEST_EXTRAS);

/** The dataset's extras with the harvest's replaced by the plan's: the others are someone's, kept. */
function mergedExtras(current: unknown, planned: Record<string, string>): Record<string, unknown> {
  const kept = Object.entries((current ?? {}) as Record<string, unknown>).filter(([key]) => !OWNED.has(key));
  return { ...Object.fromEntries(kept), ...planned };
}

/**
 * The snapshot (the history's form, datasetVersions.ts) the dataset would have once the plan is
 * saved: `before` null for a dataset the harvest creates, which gets the indexer's group and the
 * plan's creation defaults. What the record does not say (no licence, no frequency the platform
 * knows) leaves the dataset's own value; a coverage a person chose stays when the record has no
 * bounds, and the record's coverage goes with its bounds.
 */
export function plannedSnapshot(
  plan: DatasetPlan,
  before: DatasetSnapshot | null,
  usergroupId: number,
): DatasetSnapshot {
  const f = plan.fields;
  const after: DatasetSnapshot = before
    ? { ...before }
    : {
        codename: codenameOf(f.display_name),
        usergroup: usergroupId,
        categories: [],
        topics: [],
        kinds: [],
        restrictions: [],
        license: null,
        geographical_coverage: null,
        update_frequency: plan.creation.update_frequency,
        default_permission_level: plan.creation.default_permission_level,
        creation_date: new Date().toISOString().slice(0, 10),
      };
  after.display_name = f.display_name;
  after.description = f.description;
  after.tags = f.tags;
  after.publication_date = f.publication_date;
  after.last_update_date = f.last_update_date;
  if (f.license !== undefined) after.license = f.license;
  after.bounds = f.bounds;
  if (f.bounds) after.geographical_coverage = 'record';
  else if (after.geographical_coverage === 'record') after.geographical_coverage = null;
  if (f.update_frequency !== undefined) after.update_frequency = f.update_frequency;
  after.extras = mergedExtras(before?.extras, f.extras);
  return after;
}

/** The fields the plan changes, in the history's stored form (all filled ones for a creation). */
export const plannedChanges = (before: DatasetSnapshot | null, after: DatasetSnapshot): StoredChange[] =>
  storedChanges({ before, after });
