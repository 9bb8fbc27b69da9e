type PostTask = (
  task: () => void,
  options: { priority: 'user-blocking'; signal: AbortSignal },
) => Promise<unknown>;

/**
 * Runs `task` in a task of its own, ahead of the tasks already waiting where the browser can (the
 * Prioritized Task Scheduling API's 'user-blocking' priority: Chromium, Firefox), else after them
 * (a timer). A timer could wait behind the loading of a screen's code and its first render, and so
 * land after what it was meant to prepare (issue 49: a formatter warmed by a timer was made in the
 * render it was queued 150 ms ahead of). Returns a cancel function.
 */
export function inNextTask(task: () => void): () => void {
  const postTask = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler?.postTask;
  if (!postTask) {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const controller = new AbortController();
  postTask
    .call((globalThis as unknown as { scheduler: unknown }).scheduler, task, {
      priority: 'user-blocking',
      signal: controller.signal,
    })
    .catch(() => {
      // Cancelled: the scheduler rejects the task's promise, which nobody waits for.
    });
  return () => controller.abort();
}
