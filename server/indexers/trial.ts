/** An indexer as the trial needs it. */
export interface TrialIndexer {
  id: number;
  implementation_type: string;
  url: string;
  organisation_filter: string | null;
  url_pattern: string | null;
}

export type TrialResult =
  | { status: 'SUCCESS'; results: { title: string; identifier: string; url: string }[] }
  | { status: 'FAILURE'; err: string };

export type TrialRunner = (indexer: TrialIndexer) => Promise<TrialResult>;

/**
 * Test harvest of a remote catalogue. The real clients (CKAN, CSW, OpenDataSoft, DCAT, with
 * timeouts, size limits and address checks) come with the worker of issue 9, which replaces
 * this runner through `setTrialRunner`.
 */
let runner: TrialRunner = async (indexer) => ({
  status: 'FAILURE',
  err: `Testing ${indexer.implementation_type} catalogues is not available on this server yet.`,
});

export const runTrial = (indexer: TrialIndexer): Promise<TrialResult> => runner(indexer);

export function setTrialRunner(next: TrialRunner): void {
  runner = next;
}
