/**
 * Paths are normalised to end with a slash (specification section 2). In-app links are typed with
 * their slash already; this covers addresses typed or pasted into the browser.
 */
export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

export function normaliseBrowserLocation(location: Location, history: History): void {
  const normalised = withTrailingSlash(location.pathname);
  if (normalised !== location.pathname) {
    history.replaceState(history.state, '', `${normalised}${location.search}${location.hash}`);
  }
}
