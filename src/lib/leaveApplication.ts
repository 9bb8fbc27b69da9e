/**
 * Sends the browser to a page outside the application (the login service) and never resolves, so the
 * navigation that asked for it stays pending until the page unloads instead of rendering anything.
 */
export function leaveApplicationFor(url: string): Promise<never> {
  window.location.assign(url);
  return new Promise<never>(() => {});
}
