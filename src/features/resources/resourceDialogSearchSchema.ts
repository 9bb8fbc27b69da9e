import * as v from 'valibot';

/** The parts of an opened resource's dialog (styles only for a resource with a geographic layer). */
export const resourceTabs = ['resource', 'preview', 'styles'] as const;
export type ResourceTab = (typeof resourceTabs)[number];

/**
 * The resource dialog of the dataset page, in the page's URL (see docs/decisions/0004): `resource` is
 * `new-main`, `new-annex` or the id of the resource opened, `resourceTab` the part shown. A reload, a
 * shared link or the back button gives the same dialog; unusable values close it instead of failing.
 */
export const resourceDialogSearchSchema = v.object({
  resource: v.fallback(
    v.optional(
      v.union([
        v.picklist(['new-main', 'new-annex']),
        v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1)),
      ]),
    ),
    undefined,
  ),
  resourceTab: v.fallback(v.optional(v.picklist(resourceTabs)), undefined),
});

export type ResourceDialogSearch = v.InferOutput<typeof resourceDialogSearchSchema>;
