import { useLingui } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { apiErrorFromThrown } from '../api/errors';
import { isChunkLoadError } from '../lib/chunkLoadError';
import { apiErrorToast } from '../notifications/apiErrorMessages';
import { ChunkLoadFailure } from './ChunkLoadFailure';

/** What a screen shows when loading it failed: a lost code chunk offers a reload, anything else its message. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t, i18n } = useLingui();
  if (isChunkLoadError(error)) return <ChunkLoadFailure />;
  const toast = apiErrorToast(apiErrorFromThrown(error), i18n);
  return (
    <div
      role="alert"
      className="mx-auto my-8 max-w-xl rounded-md border border-red-300 bg-red-50 p-4 text-red-950"
    >
      {toast?.title ? <p className="font-semibold">{toast.title}</p> : null}
      {(toast?.lines ?? [t`An error occured`]).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <button
        type="button"
        onClick={reset}
        className="mt-3 rounded bg-blue-700 px-3 py-2 font-medium text-white hover:bg-blue-800"
      >
        {t`Retry`}
      </button>
    </div>
  );
}
