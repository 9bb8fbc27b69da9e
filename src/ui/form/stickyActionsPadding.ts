import { type RefObject, useEffect } from 'react';

// Every sticky action bar on the page and its height: the tallest one sets the padding.
const bars = new Map<HTMLElement, number>();

function applyPadding() {
  const tallest = Math.max(0, ...bars.values());
  // A little more than the bar, so that a focused field's own ring shows above it too.
  const root = document.documentElement.style;
  root.scrollPaddingBottom = tallest > 0 ? `${Math.ceil(tallest) + 8}px` : '';
  // The toasts stand above the bar, never over its buttons (notifications/Toaster).
  if (tallest > 0) root.setProperty('--sticky-actions-height', `${Math.ceil(tallest)}px`);
  else root.removeProperty('--sticky-actions-height');
}

/** The bar's height as the observer measured it, border and padding included. */
function heightOf(entry: ResizeObserverEntry): number {
  return entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height;
}

/**
 * A form's actions stay at the bottom of the screen (sticky), over the fields that scroll under them:
 * a field reached with Tab was scrolled just into the window, under the bar (RGAA 10.7, WCAG 2.4.11).
 * While the bar is shown the page keeps a bottom scroll padding as tall as the bar, so that the browser
 * scrolls each focused field clear of it; the bar's height is followed as it wraps or the text grows.
 * The height comes from a ResizeObserver, which reports it once the browser has laid the page out
 * (first at once): measuring it as the form mounted forced the whole form's layout in the task that
 * built it, 100 ms on a throttled phone (issue 49, bench measure 2, TBT of the dataset form).
 */
export function useStickyActionsPadding(bar: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    let observer: ResizeObserver | null = null;
    if (typeof ResizeObserver === 'undefined') {
      bars.set(element, element.getBoundingClientRect().height);
      applyPadding();
    } else {
      observer = new ResizeObserver((entries) => {
        for (const entry of entries) if (bars.has(element)) bars.set(element, heightOf(entry));
        applyPadding();
      });
      bars.set(element, 0);
      observer.observe(element);
    }
    return () => {
      observer?.disconnect();
      bars.delete(element);
      applyPadding();
    };
  }, [bar, shown]);
}
