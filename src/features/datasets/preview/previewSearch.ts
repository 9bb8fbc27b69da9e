import * as v from 'valibot';

/** The preview's tab and page of rows, in the address so that a reload or a shared link keeps them. */
export const previewSearchSchema = v.object({
  tab: v.optional(v.fallback(v.picklist(['table', 'map']), 'table'), 'table'),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
});

export type PreviewSearch = v.InferOutput<typeof previewSearchSchema>;
