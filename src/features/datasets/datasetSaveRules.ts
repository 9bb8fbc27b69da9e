import type { DatasetFormRules } from '../../flows/datasetSave';
import { compareVersions } from './conflict/saveConflict';
import { type DatasetFormValues, datasetFormValuesOf, datasetInputOfForm } from './form/datasetFormSchema';

// The save machine carries the form's values without reading them: they are the dataset form's.
const valuesOf = (values: unknown) => values as DatasetFormValues;

/** What the dataset save needs of the dataset form: its request body and its three-way comparison. */
export const datasetSaveRules: DatasetFormRules = {
  // A PUT replaces every writable field: what the form does not edit (extras, the harvested bounds) is
  // sent as the version saved on holds it, so a save never drops it.
  bodyOf: (from, values) => ({
    ...datasetInputOfForm(valuesOf(values)),
    extras: from.extras ?? {},
    bounds: from.bounds,
  }),
  compare: (from, values, theirs) =>
    compareVersions(datasetFormValuesOf(from), valuesOf(values), datasetFormValuesOf(theirs)),
};
