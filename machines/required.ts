/**
 * A value that the state reading it can only be entered with (the steps and guards before it made it):
 * a missing one is a fault of the machine, which fails the request at once instead of sending the
 * server a made-up id or an empty form.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
