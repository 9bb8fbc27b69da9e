import type { Queryable } from '../db/database.ts';

// What every seeding stage shares: the transaction, one clock and one deterministic random sequence,
// so that every seed gives the same data.

export interface Seeding {
  tx: Queryable;
  now: number;
  random: () => number;
}

const DAY = 24 * 3600 * 1000;
export const daysAgo = (days: number, now: number): Date => new Date(now - days * DAY);
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed data refers to an unknown ${what}`);
  return value;
}

/** A small deterministic pseudo-random sequence. */
export function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Ids of reference items, by list and label. */
export type ReferenceIds = Map<string, Map<string, number>>;

export const ref = (ids: ReferenceIds, list: string, label: string): number =>
  must(ids.get(list)?.get(label), `${list} '${label}'`);
