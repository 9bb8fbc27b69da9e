/** Page of a paginated list, as the screens hold it; `pageSize` defaults to PAGE_SIZE. */
export type PageParams = { page?: number; pageSize?: number };

/** A multi-value filter as the contract sends it: comma-joined, left out when empty. */
export function commaList(values: readonly (number | string)[] | undefined): string | undefined {
  return values && values.length > 0 ? values.join(',') : undefined;
}

/**
 * Leaves out the parameters without a value (undefined, null, empty text), so that a list's query key and
 * its URL hold exactly what is sent. Key order is kept, which keeps URLs stable.
 */
export function compact<T extends Record<string, unknown>>(query: T): T {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as T;
}
