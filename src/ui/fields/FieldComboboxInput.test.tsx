import { Combobox } from '@headlessui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../testing/renderWithI18n';
import { FieldComboboxInput } from './FieldComboboxInput';
import { FieldShell } from './FieldShell';

function Keywords({ errors, help }: { errors: string[]; help?: string }) {
  return (
    <FieldShell id="tags" label="Keywords" required help={help} errors={errors}>
      {(control) => (
        <Combobox value={null} onChange={() => {}}>
          <FieldComboboxInput {...control} value="" onChange={() => {}} />
        </Combobox>
      )}
    </FieldShell>
  );
}

describe('FieldComboboxInput', () => {
  it('is described by its field’s error, as a screen reader announces it with the field', () => {
    renderWithI18n(<Keywords errors={['Add at least one keyword.']} />);
    const input = screen.getByRole('combobox', { name: /Keywords/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { description: /Add at least one keyword\./ })).toBe(input);
  });

  it('is described by its help, and by nothing once the error is gone', () => {
    const { rerender } = renderWithI18n(<Keywords errors={['Add at least one keyword.']} />);
    rerender(<Keywords errors={[]} help="Separate them with Enter" />);
    const input = screen.getByRole('combobox', { name: /Keywords/ });
    expect(screen.getByRole('combobox', { description: 'Separate them with Enter' })).toBe(input);
    rerender(<Keywords errors={[]} />);
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});
