/**
 * The URL value of the statuses chosen in a list's filter: a list's default filter is left out of the
 * URL (absent means default), and an empty choice stays, meaning every status.
 */
export function statusSearchOf(chosen: readonly number[], defaults: readonly number[]): number[] | undefined {
  const isDefault = chosen.length === defaults.length && chosen.every((status) => defaults.includes(status));
  return isDefault ? undefined : [...chosen];
}

/** Status ids out of a filter's chosen values. */
export function statusIdsOf(values: readonly string[] | undefined): number[] {
  return (values ?? []).map(Number).filter((id) => Number.isInteger(id) && id >= 0);
}
