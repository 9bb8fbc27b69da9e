import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { errorClass, helpClass, labelClass } from './fieldStyles';

type FieldLabelProps = {
  htmlFor: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** The label, with an asterisk when required; the control itself carries aria-required for screen readers. */
export function FieldLabel({ htmlFor, required, className = labelClass, children }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} className={className}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldHelp({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={helpClass}>
      {children}
    </div>
  );
}

/** A field's errors, each prefixed for screen readers so they are not mistaken for help text. */
export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  const { t } = useLingui();
  const unique = [...new Set(errors)];
  if (unique.length === 0) return null;
  return (
    <ul id={id} className={errorClass}>
      {unique.map((message) => (
        <li key={message}>
          <VisuallyHidden>{t`Error:`} </VisuallyHidden>
          {message}
        </li>
      ))}
    </ul>
  );
}
