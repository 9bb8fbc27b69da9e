import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, createChunkLoadWatchdog } from './chunkLoadWatchdog';

afterEach(() => {
  vi.useRealTimers();
});

describe('chunk load watchdog', () => {
  it('reports a navigation still unresolved after 120 s', () => {
    vi.useFakeTimers();
    const watchdog = createChunkLoadWatchdog();
    const listener = vi.fn();
    watchdog.subscribe(listener);
    watchdog.navigationStarted();
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(watchdog.isFailed()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(watchdog.isFailed()).toBe(true);
    expect(listener).toHaveBeenCalledWith(true);
  });

  it('stays quiet when the navigation resolves in time', () => {
    vi.useFakeTimers();
    const watchdog = createChunkLoadWatchdog();
    watchdog.navigationStarted();
    vi.advanceTimersByTime(1000);
    watchdog.navigationResolved();
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    expect(watchdog.isFailed()).toBe(false);
  });
});
