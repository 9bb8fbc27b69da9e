import type { components } from '../../../contract/schema.gen.ts';

export type BulkEditOperation = components['schemas']['BulkEditOperation'];

/**
 * The fields a bulk edit touches, by their snapshot names (DatasetInput's; the keywords are `tags`,
 * as in the versions and FieldChange).
 */
export type BulkField = 'license' | 'update_frequency' | 'topics' | 'tags';

/** What a bulk edit reads and writes of one dataset. */
export interface BulkValues {
  license: number | null;
  update_frequency: number | null;
  topics: number[];
  tags: string[];
}

export interface BulkDataset extends BulkValues {
  id: number;
  display_name: string;
}

/** An operation checked and normalised (operations.ts): ids as numbers, names trimmed, no repeats. */
export type PlannedOperation =
  | { field: 'license' | 'update_frequency'; op: 'set'; value: number | null }
  | { field: 'topics'; op: 'set' | 'add'; value: number[] }
  | { field: 'tags'; op: 'set' | 'add'; value: string[] };

/** One dataset the edit changes: the fields it changes, as they are and as they will be. */
export interface PlannedChange {
  id: number;
  display_name: string;
  before: Partial<BulkValues>;
  after: Partial<BulkValues>;
}

/** `add` keeps the list's order and appends what it lacks; `set` replaces it. */
function combined<T>(current: T[], op: 'set' | 'add', value: T[]): T[] {
  if (op === 'set') return [...value];
  return [...current, ...value.filter((item) => !current.includes(item))];
}

/**
 * Whether two values of a field are the same for people: topics and keywords are sets (the history
 * compares them so, server/model/dataset/changes.ts: another order is no change), the others one id.
 */
export function sameValue(field: BulkField, a: unknown, b: unknown): boolean {
  if (field === 'topics' || field === 'tags') {
    const sorted = (v: unknown) =>
      JSON.stringify([...((v as (number | string)[] | null) ?? [])].map(String).sort());
    return sorted(a) === sorted(b);
  }
  return (a ?? null) === (b ?? null);
}

/**
 * THE plan of a bulk edit, shared by the preview and the apply so that they cannot disagree: for
 * each dataset, the new value of each field an operation names, keeping only the fields that
 * change and only the datasets with at least one. Pure: the datasets' current values in, the
 * changes out.
 */
export function planBulkEdit(datasets: readonly BulkDataset[], operations: readonly PlannedOperation[]) {
  const changes: PlannedChange[] = [];
  for (const dataset of datasets) {
    const before: Partial<BulkValues> = {};
    const after: Partial<BulkValues> = {};
    for (const operation of operations) {
      const next =
        operation.field === 'topics'
          ? combined(dataset.topics, operation.op, operation.value)
          : operation.field === 'tags'
            ? combined(dataset.tags, operation.op, operation.value)
            : operation.value;
      if (sameValue(operation.field, dataset[operation.field], next)) continue;
      Object.assign(before, { [operation.field]: dataset[operation.field] });
      Object.assign(after, { [operation.field]: next });
    }
    if (Object.keys(after).length > 0) {
      changes.push({ id: dataset.id, display_name: dataset.display_name, before, after });
    }
  }
  return changes;
}
