import { authorisationSuite } from './support/authorisation.ts';

await authorisationSuite(['usergroup', 'organisation', 'resource']);
