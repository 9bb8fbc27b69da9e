import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { normaliseBrowserLocation } from './app/trailingSlash';
import { activateLocale, i18n } from './i18n/i18n';
import { isLocale } from './i18n/locales';
import { createAppRouter } from './router';
import './index.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 10_000, retry: 1, refetchOnWindowFocus: false } },
});
normaliseBrowserLocation(window.location, window.history);
const router = createAppRouter(queryClient);

// Lingui's provider renders nothing until a locale is active: activate the URL's locale first.
const urlLocale = window.location.pathname.split('/')[2];
await activateLocale(isLocale(urlLocale) ? urlLocale : 'fr');

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
