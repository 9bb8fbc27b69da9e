// DRF's `OrderingFilter` (rest_framework/filters.py) as SQL: the platform's clients sort lists with
// its `ordering` parameter, and the model's list queries build their ORDER BY from it.

/**
 * ORDER BY clause from the `ordering` parameter (direction + field, comma-joined). `fields` maps
 * each accepted field name to its SQL expression; a name it does not hold is skipped, as
 * `OrderingFilter` drops the fields a view does not allow, and when none is left the `fallback`
 * order applies. `tiebreak` keeps pages stable.
 */
export function orderBy(
  ordering: unknown,
  fields: Record<string, string>,
  fallback: string,
  tiebreak: string,
): string {
  const parts =
    typeof ordering === 'string'
      ? ordering.split(',').flatMap((item) => {
          const term = item.trim();
          const descending = term.startsWith('-');
          const name = descending ? term.slice(1) : term;
          const expression = Object.hasOwn(fields, name) ? fields[name] : undefined;
          return expression ? [`${expression} ${descending ? 'desc' : 'asc'} nulls last`] : [];
        })
      : [];
  return `order by ${parts.length > 0 ? parts.join(', ') : fallback}, ${tiebreak}`;
}
