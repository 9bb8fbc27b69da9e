import { afterEach, describe, expect, it, vi } from 'vitest';
import { inNextTask } from './nextTask';

type Posted = { task: () => void; priority: string; signal: AbortSignal };

/** A browser's scheduler that keeps the tasks posted to it, to be run by the test. */
function installScheduler() {
  const posted: Posted[] = [];
  vi.stubGlobal('scheduler', {
    postTask(task: () => void, options: { priority: string; signal: AbortSignal }) {
      posted.push({ task, ...options });
      return new Promise((resolve, reject) => {
        options.signal.addEventListener('abort', () => reject(options.signal.reason));
        queueMicrotask(() => resolve(undefined));
      });
    },
  });
  return posted;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('inNextTask', () => {
  it('posts the task ahead of waiting ones where the browser has a scheduler', () => {
    const posted = installScheduler();
    const task = vi.fn();
    inNextTask(task);
    expect(task).not.toHaveBeenCalled();
    expect(posted.map((each) => each.priority)).toEqual(['user-blocking']);
    posted[0]?.task();
    expect(task).toHaveBeenCalledOnce();
  });

  it('aborts the posted task when cancelled, without an unhandled rejection', async () => {
    const posted = installScheduler();
    const cancel = inNextTask(() => {});
    cancel();
    expect(posted[0]?.signal.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('runs the task from a timer where the browser has no scheduler (Safari)', () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    inNextTask(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    inNextTask(cancelled)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
