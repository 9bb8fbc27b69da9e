import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPanel } from '../ui/testing/renderPanel';
import { AccessDeniedView } from './AccessDeniedView';
import { NotFoundView } from './NotFoundView';

describe('the error pages say where they lead (U17)', () => {
  it('the not-found page links home', async () => {
    await renderPanel(<NotFoundView />);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/publish/en/home/',
    );
  });

  it('the 403 page goes back to the previous page, and links home', async () => {
    const onBack = vi.fn();
    const { user } = await renderPanel(<AccessDeniedView clientName="Ada" canGoBack onBack={onBack} />);
    await user.click(screen.getByRole('button', { name: 'Back to the previous page' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
  });

  it('the 403 page opened first in its tab leads back home', async () => {
    await renderPanel(<AccessDeniedView clientName="Ada" canGoBack={false} onBack={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/publish/en/home/',
    );
    expect(screen.queryByRole('button', { name: /Back/ })).toBeNull();
  });
});
