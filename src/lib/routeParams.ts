import { notFound } from '@tanstack/react-router';
import * as v from 'valibot';

const positiveInteger = v.pipe(v.string(), v.regex(/^[1-9]\d*$/), v.transform(Number));

/** Path parameters that are server ids: anything but a positive integer is an unknown page. */
export function parseIdParam(raw: string): number {
  const parsed = v.safeParse(positiveInteger, raw);
  if (!parsed.success) throw notFound();
  return parsed.output;
}

/** A search parameter holding an id; an unusable value is dropped rather than failing the page. */
export const optionalIdSearch = v.fallback(
  v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1))),
  undefined,
);
