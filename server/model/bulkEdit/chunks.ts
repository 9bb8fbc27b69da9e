import type { Database, Queryable } from '../../db/database.ts';
import { yieldToOthers } from '../../db/turns.ts';

/**
 * How much of a bulk edit (or of its undo) one transaction writes. On the embedded database a
 * transaction holds the only connection, and every other request waits for its end (T3-L4): a
 * chunk ends after CHUNK datasets or once CHUNK_MS of work are spent, whichever comes first, so
 * that the wait stays about the same on a fast machine and on a loaded one (50 datasets took 0.2 s
 * on an idle 2-core machine and 0.7 s on a busy one). Measured (bench measure 11, 300 datasets):
 * 100 ms left an unrelated read waiting up to 0.22 s, 50 ms up to 0.12 s, the batch taking as long.
 */
export const CHUNK = 50;
export const CHUNK_MS = 50;

/** Whether a chunk begun at `began` (performance.now()) has spent its time. */
export const chunkSpent = (began: number): boolean => performance.now() - began >= CHUNK_MS;

/**
 * Runs `chunk` in one transaction after another, `next` reading each committed result, until `next`
 * answers that nothing is left; the other requests are served between two (db/turns.ts), each pause
 * as long as the chunk before it at most. The loop of a bulk edit and of its undo.
 */
export async function inChunks<T>(
  db: Database,
  chunk: (tx: Queryable) => Promise<T>,
  next: (result: T) => boolean,
): Promise<void> {
  let lastMs: number | null = null;
  for (;;) {
    if (lastMs !== null) await yieldToOthers(db, lastMs);
    const began = performance.now();
    const result = await db.transaction(chunk);
    lastMs = performance.now() - began;
    if (!next(result)) return;
  }
}
