import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../testing/renderWithI18n';
import { TextAreaField } from './TextAreaField';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextAreaField label="Description" required errors={[]} value={value} onChange={setValue} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

describe('TextAreaField', () => {
  it('keeps newlines and tabs, drops other control characters, trims on leaving', async () => {
    const { user } = renderWithI18n(<Controlled />);
    const area = screen.getByRole('textbox', { name: /Description/ });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('aria-required')).toBe('true');
    await user.click(area);
    await user.paste('  first line\n\tsecond\u0000 line  ');
    await user.tab();
    expect(screen.getByRole('status').textContent).toBe(JSON.stringify('first line\n\tsecond line'));
  });

  it('shows errors like every field', () => {
    renderWithI18n(
      <TextAreaField label="Description" errors={['This field is required']} value="" onChange={() => {}} />,
    );
    const area = screen.getByRole('textbox', {
      name: 'Description',
      description: 'Error: This field is required',
    });
    expect(area.getAttribute('aria-invalid')).toBe('true');
  });
});
