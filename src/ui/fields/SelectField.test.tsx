import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../testing/renderWithI18n';
import { SelectField } from './SelectField';

const frequencies = [
  { value: 1, label: 'Daily' },
  { value: 2, label: 'Weekly' },
  { value: 3, label: 'Yearly', disabled: true },
];

function Controlled({ emptyOption }: { emptyOption?: string | false }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <SelectField
        label="Update frequency"
        options={frequencies}
        value={value}
        onChange={setValue}
        emptyOption={emptyOption}
      />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

describe('SelectField', () => {
  it('offers a named list of options and gives back the chosen value with its type', async () => {
    const { user } = renderWithI18n(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Update frequency' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose…',
      'Daily',
      'Weekly',
      'Yearly',
    ]);
    await user.selectOptions(select, 'Weekly');
    expect(screen.getByRole('status').textContent).toBe('2');
    await user.selectOptions(select, 'Choose…');
    expect(screen.getByRole('status').textContent).toBe('null');
  });

  it('can name its empty choice, or offer none', () => {
    const { rerender } = renderWithI18n(<Controlled emptyOption="No frequency" />);
    expect(screen.getByRole('option', { name: 'No frequency' })).toBeTruthy();
    rerender(<Controlled emptyOption={false} />);
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('shows errors and marks itself invalid and required', () => {
    renderWithI18n(
      <SelectField
        label="Organisation"
        required
        options={[{ value: 'a', label: 'A' }]}
        value={null}
        onChange={() => {}}
        errors={['This field is required']}
      />,
    );
    const select = screen.getByRole('combobox', {
      name: /Organisation/,
      description: 'Error: This field is required',
    });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-required')).toBe('true');
  });
});
