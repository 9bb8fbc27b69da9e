/** The sections whose screens below the first have a breadcrumb (`trailOf` in trail.ts). */
const SECTIONS_WITH_TRAILS = new Set(['data', 'accounts', 'jurisdictions', 'logs']);

/**
 * Whether the screen at `pathname` (without the locale) has a breadcrumb: trailOf's rule without its
 * steps and labels, so that the entry tells it without them and fetches the breadcrumb only then (issue
 * 49, bench measure 1). trail.test.ts holds the two to the same answer on every route.
 */
export function hasTrail(pathname: string): boolean {
  const [top, second] = pathname.split('/').filter(Boolean);
  return top !== undefined && second !== undefined && SECTIONS_WITH_TRAILS.has(top);
}
