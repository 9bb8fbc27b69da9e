import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../testing/renderWithI18n';
import { TextField } from './TextField';

function Controlled({ onBlur, initial = '' }: { onBlur?: () => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TextField label="Name" value={value} onChange={setValue} onBlur={onBlur} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

const shownValue = () => screen.getByRole('status').textContent;

describe('TextField', () => {
  it('is a text box named by its label', async () => {
    const { user } = renderWithI18n(<Controlled />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Cayenne');
    expect(shownValue()).toBe('"Cayenne"');
  });

  it('marks a required field for sight and for screen readers', () => {
    renderWithI18n(<TextField label="Email" required value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('describes the field with its help', () => {
    renderWithI18n(<TextField label="Phone" help="Digits only" value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Phone', description: 'Digits only' })).toBeTruthy();
  });

  it('shows its errors, links them to the control and marks it invalid', () => {
    renderWithI18n(
      <TextField
        label="Name"
        help="As on the licence"
        errors={['This field is required', 'This field is required', 'Too short']}
        value=""
        onChange={() => {}}
      />,
    );
    const input = screen.getByRole('textbox', {
      name: 'Name',
      description: 'Error: This field is required Error: Too short As on the licence',
    });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('is not marked invalid without errors', () => {
    renderWithI18n(<TextField label="Name" value="" errors={[]} onChange={() => {}} />);
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toBeNull();
  });

  it('removes control characters as they come in, and keeps spaces while typing', async () => {
    const { user } = renderWithI18n(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.click(input);
    await user.paste('Saint\u0007 Laurent ');
    expect(shownValue()).toBe('"Saint Laurent "');
  });

  it('keeps HTML as text', async () => {
    const { user } = renderWithI18n(<Controlled />);
    await user.type(screen.getByRole('textbox'), '<b>bold</b>');
    expect(shownValue()).toBe('"<b>bold</b>"');
  });

  it('trims surrounding white space when the person leaves the field, then reports the blur', async () => {
    const onBlur = vi.fn();
    const { user } = renderWithI18n(<Controlled onBlur={onBlur} initial="  Kourou  " />);
    await user.click(screen.getByRole('textbox'));
    await user.tab();
    expect(shownValue()).toBe('"Kourou"');
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('keeps a given id so an error summary can link to it', () => {
    renderWithI18n(<TextField id="dataset-name" label="Name" value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox').id).toBe('dataset-name');
  });
});
