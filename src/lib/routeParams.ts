import { notFound } from '@tanstack/react-router';
import * as v from 'valibot';

const positiveInteger = v.pipe(v.string(), v.regex(/^[1-9]\d*$/), v.transform(Number));

/** Path parameters that are server ids: anything but a positive integer is an unknown page. */
export function parseIdParam(raw: string): number {
  const parsed = v.safeParse(positiveInteger, raw);
  if (!parsed.success) throw notFound();
  return parsed.output;
}

/**
 * A route's `params` whose named path parameters are all server ids: each read by `parseIdParam`,
 * written back as text. The other parameters (the locale) pass as they are.
 */
export function idParams<K extends string>(...names: K[]) {
  return {
    parse: (raw: Record<K, string>) =>
      Object.fromEntries(names.map((name) => [name, parseIdParam(raw[name])])) as Record<K, number>,
    stringify: (parsed: Record<K, number>) =>
      Object.fromEntries(names.map((name) => [name, String(parsed[name])])) as Record<K, string>,
  };
}

/** A search parameter holding an id; an unusable value is dropped rather than failing the page. */
export const optionalIdSearch = v.fallback(
  v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1))),
  undefined,
);
