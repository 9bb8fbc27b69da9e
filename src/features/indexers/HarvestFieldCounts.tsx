import { useLingui } from '@lingui/react/macro';
import type { HarvestCounts, HarvestFieldCounts as HarvestFieldCountsOf } from '../../api/indexers';

function Row({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 border-b border-slate-200 py-1">
      <dt className="text-slate-700">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * What the records of a harvest held, field by field, and what was kept of it, then the URL resources
 * it added, changed and removed (issue 45): nothing lost without being counted. Harvests made before
 * issue 45 have none of these counts, and show nothing here.
 */
export function HarvestFieldCounts({ counts }: { counts: NonNullable<HarvestCounts> }) {
  const { t } = useLingui();
  const { fields, resources } = counts;
  const titled = counts.titled_by_identifier ?? 0;
  if (!fields && !resources && titled === 0) return null;
  // Named placeholders, so that translators see what each number is.
  const licenceCounts = ({ held, kept, unknown }: HarvestFieldCountsOf['licence']) =>
    t`${held} given, ${kept} matched, ${unknown} unknown (kept as text)`;
  const boundsCounts = ({ held, kept, invalid }: HarvestFieldCountsOf['bounds']) =>
    t`${held} given, ${kept} kept, ${invalid} invalid`;
  const distributionCounts = ({ held, kept, invalid }: HarvestFieldCountsOf['distributions']) =>
    t`${held} given, ${kept} kept as resources, ${invalid} not kept`;
  return (
    <>
      {fields ? (
        <dl aria-label={t`What the records held and what was kept`} className="mt-3">
          <Row label={t`Licences`}>{licenceCounts(fields.licence)}</Row>
          <Row label={t`Extents`}>{boundsCounts(fields.bounds)}</Row>
          <Row label={t`Distributions`}>{distributionCounts(fields.distributions)}</Row>
          {titled > 0 ? <Row label={t`Records titled by their identifier`}>{String(titled)}</Row> : null}
        </dl>
      ) : null}
      {resources ? (
        <dl aria-label={t`Resources of the harvested datasets`} className="mt-3">
          <Row label={t`Resources added`}>{String(resources.added)}</Row>
          <Row label={t`Resources changed`}>{String(resources.changed)}</Row>
          <Row label={t`Resources removed`}>{String(resources.removed)}</Row>
        </dl>
      ) : null}
    </>
  );
}
