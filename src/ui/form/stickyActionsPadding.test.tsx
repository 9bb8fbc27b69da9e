import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStickyActionsPadding } from './stickyActionsPadding';

function Bar() {
  const bar = useRef<HTMLDivElement>(null);
  useStickyActionsPadding(bar, true);
  return <div ref={bar}>actions</div>;
}

afterEach(() => vi.unstubAllGlobals());

describe('the padding under a sticky action bar', () => {
  it('follows the height the resize observer measures, and forces no layout as the form mounts', () => {
    let report: ResizeObserverCallback = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const { container, unmount } = render(<Bar />);
    expect(measure).not.toHaveBeenCalled();
    const target = container.firstElementChild as Element;
    const entry = { target, borderBoxSize: [{ blockSize: 60, inlineSize: 400 }] };
    report([entry as unknown as ResizeObserverEntry], {} as ResizeObserver);
    expect(document.documentElement.style.scrollPaddingBottom).toBe('68px');
    expect(document.documentElement.style.getPropertyValue('--sticky-actions-height')).toBe('60px');
    unmount();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    measure.mockRestore();
  });
});
