import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Toaster } from '../notifications/Toaster';
import { PageTrail } from '../ui/pageTrail';
import { Breadcrumb } from './breadcrumb/Breadcrumb';
import { Footer } from './Footer';
import { Header } from './Header';

/** The frame of every localised screen. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t`Skip to content`}
      </a>
      <Header />
      {/* At least a screen high, so the footer starts below the fold: a screen whose content arrives
          after the frame does not push a footer in sight off it (a layout shift, issue 49, bench
          measure 2). */}
      <main id="main" className="min-h-svh flex-1">
        <PageTrail.Provider value={Breadcrumb}>{children}</PageTrail.Provider>
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
