import type { Dataset } from '../../../../api/datasets';

/** What a harvest wrote in a dataset's extras about where it comes from. */
export type HarvestProvenance = {
  /** The name of the indexer that harvested it (`moissonnage`). */
  indexer: string | null;
  /** The remote record's own page (`url_distante`). */
  remoteUrl: string | null;
  /** A licence the platform's list does not know, kept as the record named it (`licence_distante`). */
  remoteLicence: string | null;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The harvest's provenance in a dataset's extras, the keys the harvest job writes (server/worker/jobs/
 * harvest.ts); null for a dataset no harvest wrote. Other clients write extras too: only strings count.
 */
export function harvestProvenanceOf(dataset: Pick<Dataset, 'extras'>): HarvestProvenance | null {
  const extras = dataset.extras ?? {};
  const provenance = {
    indexer: text(extras.moissonnage),
    remoteUrl: text(extras.url_distante),
    remoteLicence: text(extras.licence_distante),
  };
  return Object.values(provenance).some((value) => value !== null) ? provenance : null;
}
