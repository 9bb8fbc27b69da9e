import { ComboboxInput, type ComboboxInputProps } from '@headlessui/react';
import { useLayoutEffect, useRef } from 'react';

/**
 * A headlessui combobox input inside a FieldShell, still tied to the field's help and errors.
 * ComboboxInput writes its own `aria-describedby` (from headlessui's Description components, none
 * here) over the one it is given, so an error was shown but not announced with the field (RGAA 11.10,
 * accessibility audit 2026-12-06). The field's value is set back on the element after each render;
 * React leaves it alone, as the prop it renders stays undefined.
 */
export function FieldComboboxInput<T>(
  props: ComboboxInputProps<'input', T> & { 'aria-describedby'?: string },
) {
  const ref = useRef<HTMLInputElement>(null);
  const describedBy = props['aria-describedby'];
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input) return;
    if (describedBy) input.setAttribute('aria-describedby', describedBy);
    else input.removeAttribute('aria-describedby');
  });
  return <ComboboxInput ref={ref} {...props} />;
}
