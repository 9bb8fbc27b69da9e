import type { AnyFormApi, FormValidateOrFn } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import type { ServerFieldErrors } from '../fields/fieldErrors';
import { type FormDraft, useFormDraft } from './drafts/useFormDraft';
import { useAppForm } from './formKit';
import { type SaveFailure, watchSave } from './saveOutcome';
import { applyServerErrors } from './serverErrors';

export type KitFormOptions<T> = {
  /** The draft's name (src/ui/form/drafts); also the fields' id prefix unless `idPrefix` is given. */
  name: string;
  idPrefix?: string;
  initialValues: T;
  /** The form's rules (a valibot schema), checked on submission. */
  schema?: FormValidateOrFn<T>;
  /** Without the right to change the object, the form only shows it. */
  readOnly?: boolean;
  /** Saves; resolves with the server's field errors when it refused the values, else null. */
  onSubmit: (values: T) => Promise<ServerFieldErrors | null>;
  /** After an accepted save, with the values saved (e.g. to forget a file already sent). */
  onSaved?: (values: T, form: AnyFormApi) => void;
};

/** What FormShell needs of a kit form besides TanStack's form. */
export type KitFormState<T> = {
  draft: FormDraft<T>;
  idPrefix: string;
  readOnly: boolean;
  /** The values hold changes that no save has sent yet. */
  isUnsaved: (values: T) => boolean;
  /** The last save failed on the server's side or found no server: said until dismissed or saved. */
  failure: SaveFailure | null;
  dismissFailure: () => void;
};

/**
 * A form of the kit: TanStack Form through the application's form hook, started from the person's
 * draft when one waits, checked by the form's schema, and sent by `onSubmit`, whose refused fields
 * land in the form's state (serverErrors). Render it with `<FormShell form={form} kit={kit}>`.
 */
export function useKitForm<T>(options: KitFormOptions<T>) {
  const { name, initialValues, schema, readOnly = false, onSubmit, onSaved } = options;
  // The draft reads `form` only after render, once it exists.
  const draft: FormDraft<T> = useFormDraft(name, initialValues, () => form);
  const lastSaved = useRef<T | null>(null);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const form = useAppForm({
    defaultValues: draft.values,
    validators: { onSubmit: schema },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null);
      const watch = watchSave();
      let errors: ServerFieldErrors | null;
      try {
        errors = await draft.saving(() => onSubmit(value));
      } finally {
        setFailure(watch.end());
      }
      if (errors && Object.keys(errors).length > 0) {
        applyServerErrors(formApi, errors);
        return;
      }
      // A save the server failed is not a save: the values stay unsaved (the leave guard still asks).
      if (watch.end() !== null) return;
      lastSaved.current = value;
      onSaved?.(value, formApi);
    },
  });
  const kit: KitFormState<T> = {
    draft,
    idPrefix: options.idPrefix ?? name,
    readOnly,
    failure,
    dismissFailure: () => setFailure(null),
    isUnsaved: (values) =>
      !readOnly &&
      !sameValues(values, initialValues) &&
      (lastSaved.current === null || !sameValues(values, lastSaved.current)),
  };
  return { form, kit };
}

// Files are compared by identity: choosing one is a change, as any other field.
function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Blob || b instanceof Blob) return false;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}
