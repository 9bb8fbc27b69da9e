import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';
import { renderWithI18n } from './testing/renderWithI18n';

describe('EmptyState', () => {
  it('shows its title, explanation and action', () => {
    renderWithI18n(
      <EmptyState title="No dataset yet" action={<button type="button">Create a dataset</button>}>
        Datasets you create appear here.
      </EmptyState>,
    );
    expect(screen.getByText('No dataset yet')).toBeTruthy();
    expect(screen.getByText('Datasets you create appear here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create a dataset' })).toBeTruthy();
  });
});
