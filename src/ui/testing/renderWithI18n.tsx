import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';

function Providers({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/**
 * Renders with Lingui active on an empty English catalog, so every message shows its English source
 * text, as people reading the test expect. Returns a user-event instance beside the render result.
 */
export function renderWithI18n(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  return { user: userEvent.setup(), ...render(ui, { wrapper: Providers, ...options }) };
}
