import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { datasetsCountQuery } from '../../api/datasets';
import { AUTO_RELOAD_MS } from '../../ui/list/autoReload';

/** How many datasets the person can see: in total, that they may edit, that they may only view. */
export function DatasetCounts() {
  const { t } = useLingui();
  const { data, isError } = useQuery({ ...datasetsCountQuery(), refetchInterval: AUTO_RELOAD_MS });
  // Counts that could not be read are left out, as before: the list below says what failed.
  if (isError && !data) return null;
  const items = [
    { label: t`Total`, value: data?.total },
    { label: t`Editable`, value: data?.editable },
    { label: t`Viewable`, value: data?.viewable },
  ];
  // The boxes are there from the start, each value in its place once the counts arrive: appearing
  // with them, they pushed the search and the list down (a layout shift, issue 49, bench measure 2).
  return (
    <dl className="mb-4 flex flex-wrap gap-3" aria-label={t`Dataset counts`} aria-busy={!data}>
      {items.map(({ label, value }) => (
        <div key={label} className="rounded border border-slate-200 bg-white px-4 py-2">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="text-xl font-semibold text-slate-900">
            {value ?? (
              <>
                <span
                  aria-hidden="true"
                  className="inline-block h-5 w-10 rounded bg-slate-200 align-middle"
                />
                <span className="sr-only">{t`Loading…`}</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
