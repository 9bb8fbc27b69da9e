/**
 * Runs `task` once the browser has painted the current frame: the frame's callback runs just before
 * the paint, and a task queued from it runs just after. Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timeout !== undefined) clearTimeout(timeout);
  };
}
