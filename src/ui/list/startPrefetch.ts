/**
 * Whether a route is loaded by the start's own prefetch of the opened screen (decision 0020): a preload
 * before the boot actor joins the router's context, so before the session is known. The guard and
 * what a screen reads beside its own data wait for the navigation that follows the start.
 */
export function isStartPrefetch({ preload, context }: { preload?: boolean; context: { boot?: unknown } }) {
  return preload === true && !context.boot;
}
