import { useLocation, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { createLazyModule } from '../menus/lazyModule';
import { hasTrail } from './trailScope';

/**
 * The breadcrumb's steps and drawing (their labels and links, the object steps' queries) are fetched for the screens that
 * have one, not with the home screen, which has none (issue 49, bench measure 1): the start and
 * the localised layout start fetching it as they begin to load such a screen (`preloadBreadcrumb`),
 * beside the screen's own code and data, which the screen waits for before it shows.
 */
const trailModule = createLazyModule(() => import('./BreadcrumbTrail'));
type TrailModule = typeof import('./BreadcrumbTrail');

/**
 * Fetches the breadcrumb when the screen at the router's `pathname` (the locale first, with or without
 * the base path) has one, and resolves once it has arrived (or failed: the screen then shows without
 * it). Called at the start, beside the opened screen's code, and by the localised layout as a
 * navigation begins (its loader waits for it, so a screen opened by its address shows with it).
 */
export function preloadBreadcrumb(pathname: string): Promise<void> {
  const [, ...afterLocale] = pathname
    .replace(/^\/publish(?=\/)/, '')
    .split('/')
    .filter(Boolean);
  if (!hasTrail(afterLocale.join('/'))) return Promise.resolve();
  return trailModule.load().then(
    () => {},
    () => {},
  );
}

/**
 * A second way to every screen below the top level (RGAA 12.1): the screens above it, each a link
 * where the person may open it, ending with the current screen's own heading. Drawn by `Page`, so it
 * sits just above the heading the focus moves to on arrival; a top-level screen has none.
 */
export function Breadcrumb({ current }: { current: string }) {
  const { locale } = useParams({ from: '/$locale' });
  const pathname = useLocation({ select: (location) => location.pathname });
  const path = pathname.slice(`/${locale}`.length);
  const wanted = hasTrail(path);
  const loaded = useTrailModule(wanted);
  if (!wanted || !loaded) return null;
  return <loaded.BreadcrumbTrail path={path} current={current} locale={locale} />;
}

/** The breadcrumb's module once it has arrived, fetched when `wanted`; a failure leaves it out. */
function useTrailModule(wanted: boolean): TrailModule | null {
  const [loaded, setLoaded] = useState<TrailModule | null>(trailModule.current);
  useEffect(() => {
    if (!wanted || loaded) return;
    const unsubscribe = trailModule.subscribe((module) => setLoaded(() => module));
    const arrived = trailModule.current();
    if (arrived) setLoaded(() => arrived);
    else trailModule.load().catch(() => {});
    return unsubscribe;
  }, [wanted, loaded]);
  return loaded;
}
