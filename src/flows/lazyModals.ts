import { lazy } from 'react';

/**
 * The global modals' code (Headless UI's dialog, focus trap and portal) is not needed to show the
 * first screen: it loads in the background once the page is idle, or when a modal first opens,
 * whichever comes first (issue 18: the first screen's JavaScript).
 */
const loadConfirmModal = () => import('../ui/modals/ConfirmModal');
const loadProgressModal = () => import('../ui/modals/ProgressModal');

export const LazyConfirmModal = lazy(() =>
  loadConfirmModal().then((module) => ({ default: module.ConfirmModal })),
);
export const LazyProgressModal = lazy(() =>
  loadProgressModal().then((module) => ({ default: module.ProgressModal })),
);

/** Fetches both modals when the browser has nothing else to do; a failure is retried on first use. */
export function preloadModalsWhenIdle(): () => void {
  const preload = () => {
    loadConfirmModal().catch(() => {});
    loadProgressModal().catch(() => {});
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(preload, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(preload, 1_000);
  return () => window.clearTimeout(handle);
}
