import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';
import { renderWithI18n } from './testing/renderWithI18n';

describe('Spinner', () => {
  it('is a named status when labelled', () => {
    renderWithI18n(<Spinner label="Loading datasets" />);
    expect(screen.getByRole('status').textContent).toBe('Loading datasets');
  });

  it('is hidden from assistive technologies without a label', () => {
    renderWithI18n(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
