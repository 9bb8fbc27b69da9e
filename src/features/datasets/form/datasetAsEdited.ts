import type { Dataset } from '../../../api/datasets';
import { type DatasetFormValues, datasetFieldsOfForm } from './datasetFormSchema';

/**
 * The dataset as the form holds it, valid or not yet, shaped as the API's Dataset: what the metadata
 * quality scores in the browser before saving (issue 51). What the form does not edit (resources,
 * contacts, bounds) is the dataset's.
 */
export function datasetAsEdited(dataset: Dataset, values: DatasetFormValues): Dataset {
  const fields = datasetFieldsOfForm(values);
  return { ...dataset, ...fields, usergroup: fields.usergroup ?? dataset.usergroup };
}
