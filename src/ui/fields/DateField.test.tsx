import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../testing/renderWithI18n';
import { DateField } from './DateField';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <DateField label="Publication date" required value={value} onChange={setValue} max="2030-12-31" />
      <output>{value}</output>
    </>
  );
}

describe('DateField', () => {
  it('is a date input named by its label that gives back an ISO date', async () => {
    const { user } = renderWithI18n(<Controlled />);
    const input = screen.getByLabelText(/Publication date/) as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.max).toBe('2030-12-31');
    await user.type(input, '2024-03-05');
    expect(screen.getByRole('status').textContent).toBe('2024-03-05');
  });

  it('shows errors like every field', () => {
    renderWithI18n(
      <DateField label="Last update" errors={['Enter a valid date']} value="" onChange={() => {}} />,
    );
    const input = screen.getByLabelText('Last update');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Error: Enter a valid date',
    );
  });
});
