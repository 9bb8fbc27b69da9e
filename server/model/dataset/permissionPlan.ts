import type { components } from '../../../contract/schema.gen.ts';

type Level = components['schemas']['PermissionLevelChange'];
type Effect = components['schemas']['PermissionEffect'];
type UserGroupType = components['schemas']['UserGroupType'];
export type PermissionImpact = components['schemas']['PermissionImpact'];
export type PlannedRow = components['schemas']['PermissionImpactRow'];

/** A selected row as it is now: the user group and its special level on the dataset (`none` without one). */
export interface CurrentRow {
  id: number;
  name: string;
  type: UserGroupType;
  level: Level;
}

/** Levels from least to most access: a move up the list is a gain. */
const RANK: Record<Level, number> = { none: 0, search: 1, consultation: 2, download: 3 };

const effectOf = (from: Level, to: Level): Effect =>
  RANK[to] > RANK[from] ? 'gain' : RANK[to] < RANK[from] ? 'lose' : 'keep';

const byName = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/**
 * What setting `level` on the selected rows does to each of them, by name. This one pure function
 * is what the bulk action applies and what its preview shows, so that the two cannot disagree.
 */
export function planPermissionLevel(rows: readonly CurrentRow[], level: Level): PlannedRow[] {
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      from: row.level,
      to: level,
      effect: effectOf(row.level, level),
    }))
    .sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
}

const TYPE_ORDER: Record<UserGroupType, number> = {
  organisation: 0,
  'user-group': 1,
  'group-of-organisation': 2,
};

/**
 * The plan as the confirmation reads it: rows counted by type, level before and after (largest
 * first, then in a fixed order so that equal counts always read the same), and how many change.
 */
export function permissionImpact(action: string, plan: readonly PlannedRow[]): PermissionImpact {
  const groups = new Map<string, PermissionImpact['groups'][number]>();
  for (const row of plan) {
    const key = `${row.type}|${row.from}|${row.to}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { type: row.type, from: row.from, to: row.to, effect: row.effect, count: 1 });
  }
  return {
    action,
    changed: plan.filter((row) => row.effect !== 'keep').length,
    groups: [...groups.values()].sort(
      (a, b) =>
        b.count - a.count ||
        TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
        RANK[b.from] - RANK[a.from] ||
        RANK[b.to] - RANK[a.to],
    ),
    rows: [...plan],
  };
}
