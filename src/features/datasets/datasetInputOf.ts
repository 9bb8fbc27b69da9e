import type { Dataset, DatasetInput } from '../../api/datasets';

/**
 * The writable fields of a dataset, as a creation or save body. Used to duplicate a dataset: the copy
 * keeps every metadata field, not the resources, permissions-by-row, history or publication.
 */
export function datasetInputOf(dataset: Dataset, overrides: Partial<DatasetInput> = {}): DatasetInput {
  return {
    display_name: dataset.display_name,
    description: dataset.description,
    tags: [...dataset.tags],
    categories: [...dataset.categories],
    topics: [...dataset.topics],
    kinds: [...dataset.kinds],
    recommended_usage: dataset.recommended_usage,
    restrictions: [...dataset.restrictions],
    usergroup: dataset.usergroup,
    license: dataset.license,
    granularity: dataset.granularity,
    geographical_coverage: dataset.geographical_coverage ?? undefined,
    bounds: dataset.bounds,
    creation_date: dataset.creation_date,
    last_review_date: dataset.last_review_date,
    publication_date: dataset.publication_date,
    last_update_date: dataset.last_update_date,
    update_frequency: dataset.update_frequency,
    vintage_year: dataset.vintage_year,
    constitution_mode: dataset.constitution_mode,
    record_type: dataset.record_type,
    parent: dataset.parent,
    default_permission_level: dataset.default_permission_level,
    extras: dataset.extras ?? undefined,
    ...overrides,
  };
}
