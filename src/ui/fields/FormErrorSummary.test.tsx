import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../testing/renderWithI18n';
import { FormErrorSummary } from './FormErrorSummary';
import { TextField } from './TextField';

const entries = [
  { fieldId: 'dataset-name', label: 'Name', message: 'This field is required' },
  { message: 'The dataset already exists' },
];

function Form({ focusKey }: { focusKey: number }) {
  return (
    <>
      <FormErrorSummary
        title="The following fields are not filled in"
        entries={entries}
        focusKey={focusKey}
      />
      <TextField
        id="dataset-name"
        label="Name"
        value=""
        onChange={() => {}}
        errors={['This field is required']}
      />
      <button type="submit">Save</button>
    </>
  );
}

describe('FormErrorSummary', () => {
  it('is announced with its title and takes the focus', () => {
    renderWithI18n(<Form focusKey={1} />);
    const summary = screen.getByRole('alert', { name: 'The following fields are not filled in' });
    expect(document.activeElement).toBe(summary);
    expect(screen.getByRole('heading', { name: 'The following fields are not filled in' })).toBeTruthy();
  });

  it('links each field error to its field, and lists form-wide errors as text', async () => {
    const { user } = renderWithI18n(<Form focusKey={1} />);
    const link = screen.getByRole('link', { name: 'Name: This field is required' });
    expect(screen.getByText('The dataset already exists').tagName).toBe('LI');
    await user.click(link);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('follows its link with the keyboard', async () => {
    const { user } = renderWithI18n(<Form focusKey={1} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Name: This field is required' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('takes the focus again on the next failed submission', async () => {
    const { user, rerender } = renderWithI18n(<Form focusKey={1} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    rerender(<Form focusKey={2} />);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('has a generic title by default and shows nothing without errors', () => {
    const { rerender } = renderWithI18n(<FormErrorSummary entries={entries} />);
    expect(screen.getByRole('alert', { name: 'Please correct the following errors' })).toBeTruthy();
    rerender(<FormErrorSummary entries={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
