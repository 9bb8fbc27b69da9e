import { afterEach, describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL_WAIT_MS, scrollToHash } from './scrollToHash';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function target(id: string) {
  const element = document.createElement('section');
  element.id = id;
  element.scrollIntoView = vi.fn();
  return element;
}

describe('scrollToHash', () => {
  it('scrolls smoothly to an element already there', () => {
    const element = target('annexes');
    document.body.append(element);
    scrollToHash('#annexes');
    expect(element.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('waits for an element that appears later', async () => {
    scrollToHash('#history');
    const element = target('history');
    document.body.append(element);
    await vi.waitFor(() => expect(element.scrollIntoView).toHaveBeenCalled());
  });

  it('gives up after the wait', async () => {
    vi.useFakeTimers();
    scrollToHash('#late');
    vi.advanceTimersByTime(HASH_SCROLL_WAIT_MS + 1);
    vi.useRealTimers();
    const element = target('late');
    document.body.append(element);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(element.scrollIntoView).not.toHaveBeenCalled();
  });
});
