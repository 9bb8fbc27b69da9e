/** How long an anchor waits for its element (specification section 9). */
export const HASH_SCROLL_WAIT_MS = 5000;
/** How long the page must keep still (no request, nothing moving) before the scroll. */
export const SETTLED_MS = 200;
/** How often the page is looked at meanwhile. */
const TICK_MS = 50;

export type ScrollToHashOptions = {
  root?: Document;
  /** Whether the page is still loading data (react-query fetching): what loads may push the element down. */
  isBusy?: () => boolean;
};

/** Where the element stands in the document and how tall the document is: what a late list changes. */
function placeOf(element: Element, root: Document): string {
  const view = root.defaultView;
  const top = element.getBoundingClientRect().top + (view?.scrollY ?? 0);
  return `${Math.round(top)}:${root.documentElement.scrollHeight}`;
}

/**
 * Scrolls smoothly to the element a hash names, within the 5 s of sections 2 and 9, once the page has
 * settled: screens render a section before the lists above it have loaded, so scrolling as soon as
 * the element appears lands hundreds of pixels off once they fill in. The element is awaited, then
 * the scroll waits until no request is under way and the element has kept its place for 200 ms; if
 * the page moves it again before the 5 s are over, it scrolls again. At the end of the wait it scrolls
 * to where the element is, settled or not. Once the person scrolls, types or clicks, it lets them be.
 * Returns a function that stops waiting.
 */
export function scrollToHash(hash: string, options: ScrollToHashOptions = {}): () => void {
  const { root = document, isBusy = () => false } = options;
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return () => {};
  const view = root.defaultView;
  const started = Date.now();
  let place: string | null = null;
  let stillSince = started;
  let scrolledAt: string | null = null;

  const scroll = (element: Element, at: string) => {
    scrolledAt = at;
    element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const look = () => {
    const now = Date.now();
    const element = root.getElementById(id);
    if (element) {
      const here = placeOf(element, root);
      if (here !== place || isBusy()) {
        place = here;
        stillSince = now;
      }
      if (now - stillSince >= SETTLED_MS && here !== scrolledAt) scroll(element, here);
    }
    if (now - started >= HASH_SCROLL_WAIT_MS) {
      if (element && scrolledAt === null) scroll(element, placeOf(element, root));
      stop();
    }
  };

  const timer = setInterval(look, TICK_MS);
  const interactions = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
  for (const type of interactions) view?.addEventListener(type, stop, { passive: true });
  function stop() {
    clearInterval(timer);
    for (const type of interactions) view?.removeEventListener(type, stop);
  }
  look();
  return stop;
}
