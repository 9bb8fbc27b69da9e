import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Dataset } from '../../../../api/datasets';
import { licensesQuery } from '../../../../api/referenceLists';
import { NewTabLink } from '../../../../ui/NewTabLink';
import { Panel } from '../../../../ui/Panel';
import { harvestProvenanceOf } from './harvestExtras';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-slate-900">{term}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}

/**
 * Where a harvested dataset comes from (issue 45): the indexer that harvested it, the remote record's
 * page, and its licence by label, or, when the platform's list does not know it, as the record named
 * it. Shown only for a dataset a harvest wrote.
 */
export function HarvestProvenancePanel({ dataset }: { dataset: Pick<Dataset, 'extras' | 'license'> }) {
  const { t, i18n } = useLingui();
  const licences = useQuery(licensesQuery(i18n.locale));
  const provenance = harvestProvenanceOf(dataset);
  if (!provenance) return null;
  const remoteLicence = provenance.remoteLicence;
  const licence =
    dataset.license === null
      ? null
      : (licences.data?.find((item) => item.id === dataset.license)?.label ?? null);
  return (
    <Panel title={t`Harvest`}>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {provenance.indexer ? <Row term={t`Harvested by the indexer`}>{provenance.indexer}</Row> : null}
        {provenance.remoteUrl ? (
          <Row term={t`Remote record`}>
            <NewTabLink href={provenance.remoteUrl} />
          </Row>
        ) : null}
        <Row term={t`Licence`}>
          {licence ??
            (remoteLicence
              ? t`${remoteLicence} (not in the platform's list: kept as the record names it)`
              : t`Not specified`)}
        </Row>
      </dl>
    </Panel>
  );
}
