import { useLingui } from '@lingui/react/macro';

/** Marks a dataset the person may only view: its row in the list, its page. */
export function ReadOnlyMark() {
  const { t } = useLingui();
  return (
    <span className="inline-block rounded whitespace-nowrap bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
      {t`Read only`}
    </span>
  );
}
