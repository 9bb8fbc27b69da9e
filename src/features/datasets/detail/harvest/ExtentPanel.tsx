import { useLingui } from '@lingui/react/macro';
import type { Dataset } from '../../../../api/datasets';
import { BoundsMap } from '../../../../ui/map/BoundsMap';
import { boxOf } from '../../../../ui/map/boundsMapStyle';
import { Panel } from '../../../../ui/Panel';

/**
 * The dataset's bounds (issue 45: kept from the harvested record) on a small map with their
 * coordinates, and, when the coverage is taken from them, the coverage said in words. Shown only for a
 * dataset with bounds or that coverage.
 */
export function ExtentPanel({ dataset }: { dataset: Pick<Dataset, 'bounds' | 'geographical_coverage'> }) {
  const { t } = useLingui();
  const box = boxOf(dataset.bounds);
  const fromRecord = dataset.geographical_coverage === 'record';
  if (!box && !fromRecord) return null;
  return (
    <Panel title={t`Geographical extent`}>
      {fromRecord ? (
        <p className="mb-3 text-slate-900">
          <span className="font-medium">{t`Geographical coverage:`}</span> {t`From the harvested record`}
        </p>
      ) : null}
      {box ? <BoundsMap bounds={box} /> : <p className="text-slate-900">{t`No bounds.`}</p>}
    </Panel>
  );
}
