import type { AnyFieldApi } from '@tanstack/react-form';
import { useLayoutEffect } from 'react';
import { errorMessages } from '../fields/fieldErrors';
import { useFieldContext } from './formContexts';
import { useKit } from './kitContext';

/** What a field component needs to show one value of the form: the props of src/ui/fields' fields. */
export type KitFieldBinding<T> = {
  id: string;
  name: string;
  label: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  /** The form's own rules and the server's answer alike, translated. */
  errors: string[];
  disabled: boolean;
};

/**
 * Binds a field component to the form field around it (`<form.AppField name>`): its value, its
 * errors (client and server), its id, and its label, which it registers for the error summary. A
 * change drops the server's complaint about the field: it no longer holds once the value changed.
 */
export function useKitField<T>(label: string, options: { disabled?: boolean } = {}): KitFieldBinding<T> {
  return useKitFieldOf(useFieldContext<T>(), label, options);
}

/**
 * As useKitField, for a given field rather than the one around: a component that edits several
 * fields at once (a workspace and its layer) binds each of the fields its `<form.AppField>`s give it.
 */
export function useKitFieldOf<T>(
  // Any field of any form: a `<form.AppField>` render prop's field, whose value the caller names as T.
  field: AnyFieldApi,
  label: string,
  options: { disabled?: boolean } = {},
): KitFieldBinding<T> {
  const kit = useKit();
  const id = `${kit.idPrefix}-${field.name}`;
  const { register } = kit;
  useLayoutEffect(() => register(field.name, { id, label }), [register, field.name, id, label]);
  return {
    id,
    name: field.name,
    label,
    value: field.state.value as T,
    onChange: (value) => {
      field.handleChange(value);
      if (field.state.meta.errorMap.onServer !== undefined) {
        field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }));
      }
    },
    onBlur: field.handleBlur,
    errors: errorMessages(field.state.meta.errors),
    disabled: kit.readOnly || Boolean(options.disabled),
  };
}
