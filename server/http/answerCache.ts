import { LRUCache } from 'lru-cache';

/**
 * The operations whose answers are given again while the data has not changed (decision 0043).
 * Each answer depends only on the database, who asks, the URL and the origin: nothing of the clock,
 * the files or other processes. The task list is not one of them (a task's process may have gone,
 * which no change of the data says), nor anything with a side effect.
 */
export const CACHED_OPERATIONS: ReadonlySet<string> = new Set(['listDatasets']);

/** Bytes of answers kept per process unless said otherwise (env ANSWER_CACHE_MB). */
export const DEFAULT_ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

/** An answer larger than this is never kept: one page of a list is far smaller. */
const LARGEST_KEPT_BYTES = 1024 * 1024;

/** Who asks what: the same user, origin and URL (path with its locale, and query) get the same answer. */
export interface AnswerKey {
  operationId: string;
  userId: number;
  origin: string;
  url: string;
}

const keyOf = (key: AnswerKey): string => `${key.operationId}\n${key.userId}\n${key.origin}\n${key.url}`;

/**
 * The JSON answers built at one data version (migration 023), per process. An answer is kept and
 * given only for the version its request read before it read anything else, so an answer given
 * again was built from data at least as new as that version: a change committed since has moved
 * the version, and the first request to read the new version empties the cache. The version moving
 * backwards (a database restored from a backup) empties it too.
 */
export class AnswerCache {
  readonly #answers: LRUCache<string, string> | null;
  #version: string | null = null;

  /** `maxBytes` 0 keeps nothing. */
  constructor(maxBytes: number) {
    this.#answers =
      maxBytes > 0
        ? new LRUCache<string, string>({
            maxSize: maxBytes,
            maxEntrySize: LARGEST_KEPT_BYTES,
            // UTF-16 code units: what the string holds in memory, within a factor of two.
            sizeCalculation: (body) => Math.max(1, body.length * 2),
          })
        : null;
  }

  /** The answer kept for this key at this version, if any. */
  get(version: string, key: AnswerKey): string | undefined {
    if (!this.#answers) return undefined;
    this.#follow(version);
    return this.#answers.get(keyOf(key));
  }

  /** Keeps the answer built by a request that read `version`, unless the version has moved since. */
  set(version: string, key: AnswerKey, body: string): void {
    if (!this.#answers || version !== this.#version) return;
    this.#answers.set(keyOf(key), body);
  }

  /** How many answers are kept (tests, metrics). */
  get size(): number {
    return this.#answers?.size ?? 0;
  }

  #follow(version: string): void {
    if (version === this.#version) return;
    this.#answers?.clear();
    this.#version = version;
  }
}
