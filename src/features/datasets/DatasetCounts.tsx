import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { datasetsCountQuery } from '../../api/datasets';
import { AUTO_RELOAD_MS } from '../../ui/list/autoReload';

/** How many datasets the person can see: in total, that they may edit, that they may only view. */
export function DatasetCounts() {
  const { t } = useLingui();
  const { data } = useQuery({ ...datasetsCountQuery(), refetchInterval: AUTO_RELOAD_MS });
  if (!data) return null;
  const items = [
    { label: t`Total`, value: data.total },
    { label: t`Editable`, value: data.editable },
    { label: t`Viewable`, value: data.viewable },
  ];
  return (
    <dl className="mb-4 flex flex-wrap gap-3" aria-label={t`Dataset counts`}>
      {items.map(({ label, value }) => (
        <div key={label} className="rounded border border-slate-200 bg-white px-4 py-2">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="text-xl font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
