/**
 * How much of a bulk edit (or of its undo) one transaction writes. On the embedded database a
 * transaction holds the only connection, and every other request waits for its end (T3-L4): a
 * chunk ends after CHUNK datasets or once CHUNK_MS of work are spent, whichever comes first, so
 * that the wait stays about the same on a fast machine and on a loaded one (50 datasets took 0.2 s
 * on an idle 2-core machine and 0.7 s on a busy one). Measured (bench measure 10, 300 datasets):
 * 100 ms left an unrelated read waiting up to 0.22 s, 50 ms up to 0.12 s, the batch taking as long.
 */
export const CHUNK = 50;
export const CHUNK_MS = 50;

/** Whether a chunk begun at `began` (performance.now()) has spent its time. */
export const chunkSpent = (began: number): boolean => performance.now() - began >= CHUNK_MS;
