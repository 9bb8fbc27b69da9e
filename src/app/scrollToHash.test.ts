import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL_WAIT_MS, SETTLED_MS, scrollToHash } from './scrollToHash';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** An element whose place in the page the test moves, as lists loading above it would. */
function target(id: string, top = 800) {
  const element = document.createElement('section');
  element.id = id;
  const place = { top };
  element.getBoundingClientRect = () => ({ top: place.top }) as DOMRect;
  element.scrollIntoView = vi.fn();
  return { element, place };
}

describe('scrollToHash', () => {
  it('scrolls smoothly to an element already there once the page has kept still', () => {
    const { element } = target('annexes');
    document.body.append(element);
    scrollToHash('#annexes');
    expect(element.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SETTLED_MS + 100);
    expect(element.scrollIntoView).toHaveBeenCalledOnce();
    expect(element.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('waits for an element that appears later', () => {
    scrollToHash('#history');
    vi.advanceTimersByTime(1000);
    const { element } = target('history');
    document.body.append(element);
    vi.advanceTimersByTime(SETTLED_MS + 100);
    expect(element.scrollIntoView).toHaveBeenCalledOnce();
  });

  it('waits while the page loads data, and while the element still moves', () => {
    const { element, place } = target('indexers', 300);
    document.body.append(element);
    let busy = true;
    scrollToHash('#indexers', { isBusy: () => busy });
    vi.advanceTimersByTime(1000);
    expect(element.scrollIntoView).not.toHaveBeenCalled();
    busy = false;
    place.top = 1000; // the list above it came in
    vi.advanceTimersByTime(100);
    place.top = 1100;
    vi.advanceTimersByTime(100);
    expect(element.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SETTLED_MS);
    expect(element.scrollIntoView).toHaveBeenCalledOnce();
  });

  it('scrolls again when the page moves the element after the scroll, within the wait', () => {
    const { element, place } = target('members');
    document.body.append(element);
    scrollToHash('#members');
    vi.advanceTimersByTime(SETTLED_MS + 100);
    place.top = 1400;
    vi.advanceTimersByTime(SETTLED_MS + 100);
    expect(element.scrollIntoView).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(HASH_SCROLL_WAIT_MS);
    expect(element.scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('scrolls at the end of the wait to an element that never kept still', () => {
    const { element } = target('busy');
    document.body.append(element);
    scrollToHash('#busy', { isBusy: () => true });
    vi.advanceTimersByTime(HASH_SCROLL_WAIT_MS - 100);
    expect(element.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(element.scrollIntoView).toHaveBeenCalledOnce();
  });

  it('gives up after the wait', () => {
    scrollToHash('#late');
    vi.advanceTimersByTime(HASH_SCROLL_WAIT_MS + 100);
    const { element } = target('late');
    document.body.append(element);
    vi.advanceTimersByTime(1000);
    expect(element.scrollIntoView).not.toHaveBeenCalled();
  });

  it('lets the person be once they scroll themselves', () => {
    const { element } = target('annexes');
    document.body.append(element);
    scrollToHash('#annexes', { isBusy: () => true });
    window.dispatchEvent(new Event('wheel'));
    vi.advanceTimersByTime(HASH_SCROLL_WAIT_MS + 100);
    expect(element.scrollIntoView).not.toHaveBeenCalled();
  });
});
