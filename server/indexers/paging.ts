/** Where the next page of a catalogue answer starts. */

/**
 * The offset after a page of `returned` entries read at `offset`: none once the catalogue returns
 * nothing or the count it gives is reached.
 */
export function nextOffset(offset: number, returned: number, total: number | null): number | null {
  const reached = offset + returned;
  return returned > 0 && (total === null || reached < total) ? reached : null;
}

/**
 * The following page of a CSW answer: its `nextRecord` (1-based; 0 at the end) when it gives one
 * past this page, else what was returned counted from this page. An answer that returns nothing
 * ends the paging, whatever `nextRecord` says (pycsw answers `nextRecord="11"` with no record when
 * asked for none).
 */
export function cswNext(
  nextRecord: unknown,
  offset: number,
  returned: number,
  total: number | null,
): number | null {
  if (returned === 0) return null;
  const next = Number(nextRecord);
  if (nextRecord !== undefined && Number.isFinite(next)) {
    if (next === 0 || (total !== null && next > total)) return null;
    if (next - 1 > offset) return next - 1;
  }
  return nextOffset(offset, returned, total);
}
