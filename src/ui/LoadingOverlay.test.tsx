import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';
import { renderWithI18n } from './testing/renderWithI18n';

describe('LoadingOverlay', () => {
  it('announces that the application is loading', () => {
    renderWithI18n(<LoadingOverlay />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
  });

  it('can say what is loading', () => {
    renderWithI18n(<LoadingOverlay label="Signing in…" />);
    expect(screen.getByRole('status', { name: 'Signing in…' })).toBeTruthy();
  });
});
