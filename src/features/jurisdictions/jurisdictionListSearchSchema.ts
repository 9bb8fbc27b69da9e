import * as v from 'valibot';

/**
 * The jurisdiction list's state in the URL (page and search), so that a reload or the back button
 * brings back the same page; it starts at page 1 (specification section 9). Unusable values are
 * dropped instead of failing the screen.
 */
export const jurisdictionListSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  search: v.fallback(v.optional(v.string()), undefined),
});

export type JurisdictionListSearch = v.InferOutput<typeof jurisdictionListSearchSchema>;
