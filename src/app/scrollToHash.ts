/** How long an anchor waits for its element (specification section 9). */
export const HASH_SCROLL_WAIT_MS = 5000;

/**
 * Scrolls smoothly to the element a hash names, waiting up to 5 s for it to appear: screens render
 * their sections after their data arrives, so the target is often not there yet on navigation.
 * Returns a function that stops waiting.
 */
export function scrollToHash(hash: string, root: Document = document): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return () => {};
  const scroll = (element: Element) => element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  const present = root.getElementById(id);
  if (present) {
    scroll(present);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = root.getElementById(id);
    if (element) {
      stop();
      scroll(element);
    }
  });
  const timeout = setTimeout(() => stop(), HASH_SCROLL_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timeout);
  }
  observer.observe(root.body, { childList: true, subtree: true });
  return stop;
}
