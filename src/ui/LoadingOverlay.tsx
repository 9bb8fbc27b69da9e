import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Spinner } from './Spinner';

/**
 * Covers the whole page while something everything depends on loads (the session at start-up,
 * specification section 2). It is a status, so screen readers announce why nothing else shows yet.
 */
export function LoadingOverlay({ label }: { label?: string }) {
  const { t } = useLingui();
  const labelId = useId();
  return (
    <div
      role="status"
      aria-labelledby={labelId}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-white text-blue-700"
    >
      <Spinner className="h-10 w-10" />
      <p id={labelId} className="text-base text-slate-800">
        {label ?? t`Loading…`}
      </p>
    </div>
  );
}
