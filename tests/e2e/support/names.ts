// The database of the browser tests outlives one test, and two workers run side by side: what a test
// names must not meet what another test, or an earlier run, named.

/** A suffix unique to this run and worker: the time in base 36 and a random tail. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** A name unique to this run: `base` followed by a unique suffix. */
export function uniqueName(base: string): string {
  return `${base} ${uniqueSuffix()}`;
}
