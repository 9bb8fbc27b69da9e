import type { Dataset } from '../../../api/datasets';
import type { DatasetFormValues } from './datasetFormSchema';

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The dataset as the form holds it, valid or not yet, shaped as the API's Dataset: what the metadata
 * quality scores in the browser before saving (issue 51). What the form does not edit (resources,
 * contacts, bounds) is the dataset's.
 */
export function datasetAsEdited(dataset: Dataset, values: DatasetFormValues): Dataset {
  const year = values.vintage_year.trim();
  return {
    ...dataset,
    display_name: values.display_name.trim(),
    description: values.description,
    tags: values.tags,
    categories: values.categories,
    topics: values.topics,
    kinds: values.kinds,
    restrictions: values.restrictions,
    recommended_usage: orNull(values.recommended_usage),
    usergroup: values.usergroup ?? dataset.usergroup,
    license: values.license,
    granularity: values.granularity,
    geographical_coverage: values.geographical_coverage,
    creation_date: orNull(values.creation_date),
    last_review_date: orNull(values.last_review_date),
    publication_date: values.publication_date.trim(),
    last_update_date: values.last_update_date.trim(),
    update_frequency: values.update_frequency,
    vintage_year: /^[1-9]\d{3}$/.test(year) ? Number(year) : null,
    constitution_mode: orNull(values.constitution_mode),
    record_type: values.record_type,
    parent: values.parent,
    default_permission_level: values.default_permission_level,
  };
}
