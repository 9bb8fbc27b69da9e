import { useLingui } from '@lingui/react/macro';
import { SearchBox } from '../SearchBox';
import type { SearchFlow } from './useSearchFlow';

/** Says that the last search failed, with a button that runs it again; nothing otherwise. */
export function SearchFailed({ flow, className }: { flow: SearchFlow; className: string }) {
  const { t } = useLingui();
  return flow.failed ? (
    <p role="alert" className={className}>
      {t`The search failed.`}{' '}
      <button type="button" className="underline" onClick={flow.retry}>
        {t`Retry`}
      </button>
    </p>
  ) : null;
}

/** A list's search box, driven by its search flow, and the line that says when a search failed. */
export function SearchField({
  label,
  initialText,
  flow,
}: {
  label: string;
  initialText: string;
  flow: SearchFlow;
}) {
  return (
    <>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <SearchBox
          label={label}
          initialText={initialText}
          searching={flow.searching}
          onChange={flow.change}
        />
      </div>
      <SearchFailed flow={flow} className="mb-3 text-red-800" />
    </>
  );
}
