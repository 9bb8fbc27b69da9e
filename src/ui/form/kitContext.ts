import { createContext, useContext } from 'react';

/** A field as the error summary names and links it: registered by the field itself when it renders. */
export type RegisteredField = { id: string; label: string };

/** What the fields of a kit form share besides TanStack's form state. */
export type KitContextValue = {
  /** Prefix of the fields' ids, unique on the page: `${idPrefix}-${name}`. */
  idPrefix: string;
  /** The person may only see what the form shows: every control is disabled. */
  readOnly: boolean;
  /** Fields say their id and label here, so the summary needs no list kept by hand. */
  register: (name: string, field: RegisteredField) => () => void;
};

export const KitContext = createContext<KitContextValue | null>(null);

/** The kit of the form around; a kit field outside a kit form is a programming error. */
export function useKit(): KitContextValue {
  const kit = useContext(KitContext);
  if (!kit) throw new Error('A form-kit field must be rendered inside <FormShell>.');
  return kit;
}
