import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../testing/renderWithI18n';
import { CheckboxGroupField } from './CheckboxGroupField';

function Topics({ initial = [] as number[], errors = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CheckboxGroupField
        label="Topics"
        required
        errors={errors}
        options={[
          { value: 1, label: 'Agriculture' },
          { value: 2, label: 'Biota' },
        ]}
        value={value}
        onChange={setValue}
      />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('CheckboxGroupField', () => {
  it('adds and removes choices', async () => {
    const { user } = renderWithI18n(<Topics initial={[2]} />);
    await user.click(screen.getByRole('checkbox', { name: 'Agriculture' }));
    expect(screen.getByRole('status').textContent).toBe('2,1');
    await user.click(screen.getByRole('checkbox', { name: 'Biota' }));
    expect(screen.getByRole('status').textContent).toBe('1');
  });

  it('ties its errors to the group', () => {
    renderWithI18n(<Topics errors={['This field is required']} />);
    const group = screen.getByRole('group', { name: /Topics/ });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required')).toBeTruthy();
  });
});
