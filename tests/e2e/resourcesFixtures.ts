// Folded into fixtures.ts; kept while the QA replays of another area still import it from here.

export { dialogViolations } from './support/accessibility.ts';
export { uniqueName } from './support/names.ts';
export * from './support/resources.ts';
