import { lazy } from 'react';

/**
 * The global modals' code (Headless UI's dialog, focus trap and portal, about 19 kB gzip) is not needed
 * to show the first screen: it loads on the person's first intent (a pointer moving, a key, a touch),
 * which comes before any gesture that opens a modal, or when a modal first opens (issues 18 and 31:
 * the first screen's JavaScript; the header menus load on intent the same way).
 */
const loadConfirmModal = () => import('../../ui/modals/ConfirmModal');
const loadProgressModal = () => import('../../ui/modals/ProgressModal');

export const LazyConfirmModal = lazy(() =>
  loadConfirmModal().then((module) => ({ default: module.ConfirmModal })),
);
export const LazyProgressModal = lazy(() =>
  loadProgressModal().then((module) => ({ default: module.ProgressModal })),
);

/** The first signs of a person at the page: a modal can only open after one of them. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Fetches both modals on the person's first intent, and calls `onIntent` (the provider fetches the
 * modals' machines); a failure is retried on first use.
 */
export function preloadModalsOnFirstIntent(onIntent?: () => void): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, preload, true);
  };
  function preload() {
    stop();
    loadConfirmModal().catch(() => {});
    loadProgressModal().catch(() => {});
    onIntent?.();
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, preload, { capture: true, passive: true });
  return stop;
}
