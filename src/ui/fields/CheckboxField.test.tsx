import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../testing/renderWithI18n';
import { CheckboxField } from './CheckboxField';

function Controlled({ errors }: { errors?: string[] }) {
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxField
      label="Signed convention"
      help="The agreement with the platform"
      errors={errors}
      checked={checked}
      onChange={setChecked}
    />
  );
}

describe('CheckboxField', () => {
  it('is a named check box toggled by click and by the space bar', async () => {
    const { user } = renderWithI18n(<Controlled />);
    const box = screen.getByRole('checkbox', {
      name: 'Signed convention',
      description: 'The agreement with the platform',
    }) as HTMLInputElement;
    await user.click(box);
    expect(box.checked).toBe(true);
    await user.keyboard(' ');
    expect(box.checked).toBe(false);
    await user.click(screen.getByText('Signed convention'));
    expect(box.checked).toBe(true);
  });

  it('shows errors like every field', () => {
    renderWithI18n(<Controlled errors={['You must accept']} />);
    const box = screen.getByRole('checkbox', {
      name: 'Signed convention',
      description: 'Error: You must accept The agreement with the platform',
    });
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });
});
