import { useLingui } from '@lingui/react/macro';
import type { SaveFailure } from './saveOutcome';

/**
 * What a failed save concerns is unsaved work, so unlike the 5-second toast (specification section 8)
 * this says what failed and what the server holds, and stays beside the form until the person
 * dismisses it or saves: a person who looked away still learns that their changes are not saved.
 */
export function SaveFailureNotice({ failure, onDismiss }: { failure: SaveFailure; onDismiss: () => void }) {
  const { t } = useLingui();
  const cause =
    failure.reason === 'server'
      ? t`The save failed: the server met an error (critical error).`
      : t`The save failed: the server could not be reached.`;
  const kept = failure.savedSome
    ? t`Part of your changes was saved before the failure. Everything you typed is still in the form: save again to send the rest.`
    : t`Nothing was saved. Everything you typed is still in the form: save again when you are ready.`;
  return (
    <div
      role="alert"
      className="mb-4 flex items-start gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{cause}</p>
        <p>{kept}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="shrink-0 rounded border border-red-300 bg-white px-2 py-1 text-sm text-red-900 hover:bg-red-100"
      >
        {t`Dismiss`}
      </button>
    </div>
  );
}
