import { authorisationSuite } from './support/authorisation.ts';

await authorisationSuite(['login', 'dashboard', 'dataset', 'indexer', 'geospatial']);
