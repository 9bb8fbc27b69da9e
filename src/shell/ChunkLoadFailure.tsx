import { useLingui } from '@lingui/react/macro';

/** Shown when a screen's code could not be loaded: reloading fetches the current version. */
export function ChunkLoadFailure() {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      className="mx-auto my-8 max-w-xl rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p className="font-semibold">{t`This screen could not be loaded.`}</p>
      <p className="mt-1">{t`The application may have been updated, or the connection was lost.`}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-3 rounded bg-blue-700 px-3 py-2 font-medium text-white hover:bg-blue-800"
      >
        {t`Reload the page`}
      </button>
    </div>
  );
}
