import { useId } from 'react';

/**
 * The ids tying a control to its label, help and errors. A field given an id keeps it, so an error
 * summary can link to it; otherwise one is generated.
 */
export function useFieldIds(id: string | undefined, hasHelp: boolean, hasErrors: boolean) {
  const generated = useId();
  const controlId = id ?? generated;
  const helpId = `${controlId}-help`;
  const errorId = `${controlId}-error`;
  // Errors first: they matter most when a person comes back to fix the field.
  const describedBy = [hasErrors ? errorId : null, hasHelp ? helpId : null].filter(Boolean).join(' ');
  return {
    controlId,
    helpId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-describedby': describedBy || undefined,
      'aria-invalid': hasErrors || undefined,
    },
  };
}
