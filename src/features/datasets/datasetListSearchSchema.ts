import * as v from 'valibot';
import type { DatasetOrdering } from '../../api/datasets';

/** Sort options of the dataset list (specification section 2), each as the API's direction + field. */
export const datasetOrderings = [
  '-last_modified',
  'last_modified',
  'display_name',
  '-display_name',
  'usergroup__display_name',
  '-usergroup__display_name',
  '-creation_date',
  'creation_date',
  'publish',
  '-publish',
] as const satisfies readonly DatasetOrdering[];

const idList = v.fallback(v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1)))), undefined);

/**
 * The list's state in the URL, so that a reload, a shared link or the back button brings back the same
 * page, search, sort and filters. Unusable values are dropped instead of failing the screen.
 */
export const datasetListSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  search: v.fallback(v.optional(v.string()), undefined),
  ordering: v.fallback(v.optional(v.picklist(datasetOrderings)), undefined),
  organisation: idList,
  record_type: idList,
  category: idList,
  topic: idList,
  kind: idList,
  license: idList,
  publication: v.fallback(v.optional(v.picklist(['published', 'unpublished'])), undefined),
  /**
   * The datasets lacking this metadata quality fix (issue 51, extension `metadataQuality`), a fix id
   * of contract/quality/fixes.ts as the quality summaries link to it.
   */
  quality_fix: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,63}$/))), undefined),
});

export type DatasetListSearch = v.InferOutput<typeof datasetListSearchSchema>;
