import type { ReactNode } from 'react';
import { FieldErrors, FieldHelp, FieldLabel } from './FieldParts';
import type { FieldProps } from './fieldProps';
import { useFieldIds } from './useFieldIds';

export type ControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
};

type FieldShellProps = Omit<FieldProps, 'name' | 'disabled'> & {
  /** Renders the control with the props that tie it to the label, help and errors. */
  children: (control: ControlProps) => ReactNode;
};

/**
 * Label above, control, help and errors below: the layout of every stacked field. Also for controls
 * built elsewhere (headlessui comboboxes), so they look and announce themselves like the others.
 */
export function FieldShell({ id, label, help, required, errors = [], children }: FieldShellProps) {
  const { controlId, helpId, errorId, controlProps } = useFieldIds(id, Boolean(help), errors.length > 0);
  return (
    <div>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      {children({ ...controlProps, 'aria-required': required || undefined })}
      {help ? <FieldHelp id={helpId}>{help}</FieldHelp> : null}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
