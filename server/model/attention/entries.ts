import type { Queryable } from '../../db/database.ts';
import type { AttentionItem, AttentionKind } from './kinds.ts';

// One entry per object (audit 2026-12-06, U8): what needs attention is grouped by where it is
// fixed, the reasons of an object side by side, newest first, so that a dataset under two reasons
// and a failed harvest (its failed task and its failed harvester) are each one problem.

export interface AttentionEntry {
  key: string;
  since: string | null;
  display: string;
  dataset_id: number | null;
  indexer_id: number | null;
  usergroup_id: number | null;
  reasons: AttentionItem[];
}

/**
 * Reasons of little urgency: counted, and listed only when asked for by kind (a platform where
 * every new dataset waits for its main resource would otherwise bury the failures under them).
 */
export const FOLDED_KINDS: readonly AttentionKind[] = ['dataset_without_main_resource'];

/** The object a reason is about: the indexer of a harvest, the dataset of anything else it has, the task or request otherwise. */
export function entryKey(item: AttentionItem): string {
  if (item.indexer_id !== null) return `indexer:${item.indexer_id}`;
  if (item.dataset_id !== null) return `dataset:${item.dataset_id}`;
  if (item.task_id !== null) return `task:${item.task_id}`;
  return `request:${item.request_type ?? ''}:${item.usergroup_id ?? ''}:${item.display}:${item.since ?? ''}`;
}

const newer = (a: string | null, b: string | null) => (b ?? '').localeCompare(a ?? '');

/** Names what a reason's own display does not: a dataset's name for its failed task, whose display is the resource. */
const NAMED_BY_OBJECT: readonly AttentionKind[] = ['failed_task', 'stuck_task'];

/**
 * The reasons grouped by object (entryKey), each group's reasons newest first; entries newest first
 * by their newest reason, then by key. A dataset entry made of task reasons only is named after
 * the dataset (one query for all of them).
 */
export async function groupEntries(
  db: Queryable,
  items: readonly AttentionItem[],
): Promise<AttentionEntry[]> {
  const groups = new Map<string, AttentionItem[]>();
  for (const item of items) {
    const key = entryKey(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const entries = [...groups.entries()].map(([key, reasons]): AttentionEntry => {
    reasons.sort((a, b) => newer(a.since, b.since));
    const first = reasons[0] as AttentionItem;
    const named = reasons.find((r) => !NAMED_BY_OBJECT.includes(r.kind)) ?? first;
    return {
      key,
      since: first.since,
      display: named.display,
      dataset_id: key.startsWith('dataset:') ? first.dataset_id : null,
      indexer_id: key.startsWith('indexer:') ? first.indexer_id : null,
      usergroup_id: named.usergroup_id,
      reasons,
    };
  });
  const unnamed = entries.filter(
    (entry) => entry.dataset_id !== null && entry.reasons.every((r) => NAMED_BY_OBJECT.includes(r.kind)),
  );
  if (unnamed.length > 0) {
    const names = await db.query<{ id: number; display_name: string }>(
      'select id, display_name from dataset where id = any($1::int[])',
      [unnamed.map((entry) => entry.dataset_id)],
    );
    for (const entry of unnamed) {
      const name = names.find((row) => row.id === entry.dataset_id)?.display_name;
      if (name !== undefined) entry.display = name;
    }
  }
  return entries.sort((a, b) => newer(a.since, b.since) || a.key.localeCompare(b.key));
}
