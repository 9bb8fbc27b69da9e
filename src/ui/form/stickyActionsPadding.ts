import { type RefObject, useEffect } from 'react';

// Every sticky action bar on the page: the tallest one sets the padding.
const bars = new Set<HTMLElement>();

function applyPadding() {
  const tallest = Math.max(0, ...[...bars].map((bar) => bar.getBoundingClientRect().height));
  // A little more than the bar, so that a focused field's own ring shows above it too.
  const root = document.documentElement.style;
  root.scrollPaddingBottom = tallest > 0 ? `${Math.ceil(tallest) + 8}px` : '';
  // The toasts stand above the bar, never over its buttons (notifications/Toaster).
  if (tallest > 0) root.setProperty('--sticky-actions-height', `${Math.ceil(tallest)}px`);
  else root.removeProperty('--sticky-actions-height');
}

/**
 * A form's actions stay at the bottom of the screen (sticky), over the fields that scroll under them:
 * a field reached with Tab was scrolled just into the window, under the bar (RGAA 10.7, WCAG 2.4.11).
 * While the bar is shown the page keeps a bottom scroll padding as tall as the bar, so that the browser
 * scrolls each focused field clear of it; the bar's height is followed as it wraps or the text grows.
 */
export function useStickyActionsPadding(bar: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    bars.add(element);
    applyPadding();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(applyPadding);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      bars.delete(element);
      applyPadding();
    };
  }, [bar, shown]);
}
