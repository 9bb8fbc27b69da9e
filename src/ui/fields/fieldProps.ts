import type { ReactNode } from 'react';

/** What every field takes besides its value, so all forms read the same. */
export type FieldProps = {
  label: string;
  /** Give an id when an error summary links to the field; otherwise one is generated. */
  id?: string;
  name?: string;
  help?: ReactNode;
  required?: boolean;
  /** Already translated messages: client validation and server answers alike (see mergeFieldErrors). */
  errors?: readonly string[];
  disabled?: boolean;
};
