/**
 * Moves focus to `target` once no dialog that does not hold it is open (a progress dialog closing, a
 * confirmation giving focus back to a button that is gone), unless focus is already where the person
 * can go on (`settled`). Dialogs give focus back as they close, a frame or more after the change that
 * closed them: moving it at once would be undone. Gives up after about two seconds; returns a cancel.
 */
export function focusWhenSettled(target: () => HTMLElement | null, settled: () => boolean): () => void {
  let frames = 0;
  let handle = 0;
  const attempt = () => {
    frames += 1;
    const element = target();
    const dialogs = [...document.querySelectorAll('[role="dialog"]')];
    const blocked = dialogs.some((dialog) => element === null || !dialog.contains(element));
    if (blocked && frames < 120) {
      handle = requestAnimationFrame(attempt);
      return;
    }
    if (!settled()) element?.focus();
  };
  handle = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(handle);
}

/** Focus is nowhere a person can go on from: the page itself. */
export function focusIsLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}
