// Folded into fixtures.ts; kept while the QA replays of another area still import it from here.
export { type DatasetFields, fillDatasetFields } from './support/datasetForm.ts';
