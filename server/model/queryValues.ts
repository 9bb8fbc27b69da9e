// Readers of request values (path and query parameters, already coerced by validation) into the
// plain values handlers and the model's list filters take: they hold no HTTP, only the value rules.

/** Integer path or query parameter (already coerced by validation). */
export function int(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

export function optionalInt(value: unknown): number | undefined {
  return value === undefined || value === null || value === '' ? undefined : int(value);
}

export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function optionalBool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** `1,2,3` → [1, 2, 3]; undefined when absent. */
export function idList(value: unknown): number[] | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return value.split(',').map(Number);
}

export function stringList(value: unknown): string[] | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return value.split(',');
}
