import { useLingui } from '@lingui/react/macro';
import { type MouseEvent, useEffect, useId, useRef } from 'react';
import type { SummaryEntry } from './errorSummary';

type FormErrorSummaryProps = {
  entries: readonly SummaryEntry[];
  /** e.g. i18n._(formMessages.fieldsNotFilledIn) on the add-dataset screen. */
  title?: string;
  /**
   * Changes on each failed submission (TanStack Form's submissionAttempts), so the summary takes the
   * focus again even when the same errors remain.
   */
  focusKey?: unknown;
};

/**
 * The list of errors shown at the top of a form after a failed submission. It takes the focus and is
 * announced, and each line links to its field, so keyboard and screen-reader users reach every error.
 */
export function FormErrorSummary({ entries, title, focusKey }: FormErrorSummaryProps) {
  const { t } = useLingui();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const hasEntries = entries.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the trigger, on purpose.
  useEffect(() => {
    if (hasEntries) box.current?.focus();
  }, [hasEntries, focusKey]);

  if (!hasEntries) return null;

  const goToField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    // The router owns the URL hash; focusing the control is what the link is for.
    const target = document.getElementById(fieldId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
  };

  return (
    <div
      ref={box}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="mb-6 rounded-md border-2 border-red-700 bg-white p-4"
    >
      <h2 id={titleId} className="text-lg font-semibold text-red-800">
        {title ?? t`Please correct the following errors`}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-900">
        {entries.map((entry, index) => {
          const { label, message, fieldId } = entry;
          const text = label ? t`${label}: ${message}` : message;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same message may appear for two fields.
            <li key={index}>
              {fieldId ? (
                <a
                  href={`#${fieldId}`}
                  className="text-blue-700 underline"
                  onClick={(event) => goToField(event, fieldId)}
                >
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
